import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The wallet is the one door for money: a feature outside it never imports the ledger, never names
 * a ledger account, table or transfer key, and reaches the wallet only through its public modules.
 * This reads every source file's syntax tree (so a word in a comment is not a breach).
 */

/** The wallet modules other features may import. */
export const WALLET_DOORS = [
  'wallet/service.ts',
  'wallet/stakes/index.ts',
  'wallet/counts.ts',
  'wallet/player-lock.ts',
  'wallet/promotions/service.ts',
];

/** Core's names of ledger accounts: a feature naming one is moving money around the wallet. */
const ACCOUNT_NAMES = new Set([
  'HOUSE_ACCOUNT',
  'PENDING_WITHDRAWAL_ACCOUNT',
  'TAX_WITHHOLDING_ACCOUNT',
  'PROMO_FUNDING_ACCOUNT',
  'userCashAccount',
  'userPromoAccount',
  'contestPoolAccount',
  'processorClearingAccount',
  'ledgerAccountName',
  'LedgerAccountName',
  'ledgerAccounts',
]);

/** The wallet service's calls that post a transfer the caller describes (accounts and key included). */
const RAW_LEDGER_CALLS = new Set(['transfer', 'hold', 'post', 'void', 'reverse']);

const LEDGER_TABLES = /\bledger_accounts\b|\b(?:from|join|into|update)\s+(?:transfers|entries)\b/i;
const MOVEMENT =
  /(?:^|[^\w$])[a-z][\w-]*:\$\{[^}]*\}:(?:fee|refund|payout|prize|reversal|winnings|take|guarantee|remainder|post|void|hold|v\$\{)/;
const MONEY_PREFIX =
  /^(?:deposit|withdrawal|pickem-entry|contest-entry|best-ball-prizes?|stake|pot|promo_expiry|account_closure):\$\{/;

export interface Breach {
  file: string;
  line: number;
  what: string;
}

/** A template's text with each substitution written `${…}`, as a key pattern reads it. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text +
      node.templateSpans.map((span) => `\${${span.expression.getText()}}${span.literal.text}`).join('')
    );
  }
  return null;
}

/** The breaches in one file's source (`file` is its path relative to the features folder). */
export function breachesIn(file: string, source: string): Breach[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const breaches: Breach[] = [];
  const report = (node: ts.Node, what: string) =>
    breaches.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, what });

  const checkImport = (node: ts.Node, specifier: string) => {
    if (!specifier.startsWith('.')) return;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    if (target.startsWith('wallet/') && !WALLET_DOORS.includes(target)) {
      report(node, `imports ${target}, inside the wallet`);
    }
    if (target.endsWith('platform/db/schema/wallet.ts')) report(node, "imports the ledger's tables");
  };

  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) checkImport(node, node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) checkImport(node, argument.text);
    }
    if (ts.isIdentifier(node) && ACCOUNT_NAMES.has(node.text))
      report(node, `names ledger accounts (${node.text})`);
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'ledger') report(node, 'reaches a ledger');
    // The wallet service's raw ledger calls are for the wallet's tests; features take stakes.
    if (
      ts.isPropertyAccessExpression(node) &&
      RAW_LEDGER_CALLS.has(node.name.text) &&
      /\bwallet$/i.test(node.expression.getText())
    ) {
      report(node, `moves money with wallet.${node.name.text}`);
    }
    const text = literalText(node);
    if (text !== null) {
      if (LEDGER_TABLES.test(text)) report(node, "names the ledger's tables in SQL");
      if (MOVEMENT.test(text) || MONEY_PREFIX.test(text))
        report(node, `writes a transfer key (${text.replaceAll('${', '{')})`);
    }
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'key' &&
      ts.isTemplateExpression(node.initializer)
    ) {
      report(node, 'writes a transfer key');
    }
    // Template spans are visited through their expressions; literals inside them were read above.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else for (const span of node.templateSpans) visit(span.expression);
  };
  visit(tree);
  return breaches;
}

/** Every breach in the feature folders other than the wallet's. */
export function moneyDoorBreaches(featuresDir: string): Breach[] {
  return readdirSync(featuresDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) =>
      path.relative(featuresDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((file) => !file.startsWith('wallet/'))
    .flatMap((file) => breachesIn(file, readFileSync(path.join(featuresDir, file), 'utf8')));
}
