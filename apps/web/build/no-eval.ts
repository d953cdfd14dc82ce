import type { Plugin } from 'vite';

// zod compiles object parsers with `new Function` when it may, and probes for it with the same call.
// The CSP forbids eval, so the probe only raises a violation report; removing the alias keeps both
// out of the bundle (zod then takes its interpreted path, as under `jitless`).
const ZOD_EVAL_MODULES = /[\\/]zod[\\/]v4[\\/]core[\\/](?:util|doc)\.js$/;
const FUNCTION_ALIAS = 'const F = Function;';

/** Keeps `Function`/`eval` constructors out of the client bundle so the CSP needs no 'unsafe-eval'. */
export function noEvalPlugin(): Plugin {
  return {
    name: 'kennel:no-eval',
    apply: 'build',
    transform(code, id) {
      if (!ZOD_EVAL_MODULES.test(id)) return null;
      if (!code.includes(FUNCTION_ALIAS)) {
        this.error(`${id} no longer aliases Function as expected: check how this zod version uses eval`);
      }
      return { code: code.replaceAll(FUNCTION_ALIAS, 'const F = undefined;'), map: null };
    },
  };
}
