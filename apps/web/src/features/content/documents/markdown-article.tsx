import { useQuery } from '@tanstack/react-query';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button, EmptyState, SkeletonText } from '../../../shared/ui/index.ts';
import { type DocumentKind, loadDocumentSource } from './document-sources.ts';
import { type DocumentHeading, renderMarkdown } from './markdown.ts';

export interface MarkdownArticleProps {
  kind: DocumentKind;
  file: string;
  /** Maps a link inside the document to the address to open (webview pages stay in the webview). */
  resolveHref?: (href: string) => string;
  /** Shows the table of contents when the document has at least this many sections. */
  contentsFrom?: number;
}

function TableOfContents({ headings }: { headings: DocumentHeading[] }) {
  return (
    <nav
      aria-label="On this page"
      className="rounded-2xl border border-border bg-surface p-4 text-sm lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
    >
      <p className="pb-2 font-semibold text-muted text-xs uppercase tracking-wider">On this page</p>
      <ol className="flex flex-col gap-1.5">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="text-pretty text-text hover:text-brand hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** One of Kennel's Markdown documents, loaded on demand and typeset, with its table of contents. */
export function MarkdownArticle({ kind, file, resolveHref, contentsFrom = 5 }: MarkdownArticleProps) {
  const navigate = useNavigate();
  const source = useQuery({
    queryKey: ['document', kind, file],
    queryFn: () => loadDocumentSource(kind, file),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const rendered = useMemo(
    () => (source.data === undefined ? undefined : renderMarkdown(source.data, resolveHref)),
    [source.data, resolveHref],
  );

  // Links between Kennel's own pages navigate in the app instead of reloading it.
  const body = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      // A link to a section (`#voids`) scrolls to it once the text has arrived.
      const { hash } = window.location;
      if (hash.length > 1) element.querySelector(`[id="${CSS.escape(hash.slice(1))}"]`)?.scrollIntoView();
      function followInternalLink(event: MouseEvent) {
        const href = (event.target as HTMLElement).closest('a')?.getAttribute('href');
        if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
          return;
        event.preventDefault();
        navigate(href);
      }
      element.addEventListener('click', followInternalLink);
      return () => element.removeEventListener('click', followInternalLink);
    },
    [navigate],
  );

  if (source.isError) {
    return (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title="We couldn't load this document"
        body="Check your connection and try again."
        action={
          <Button icon={<RotateCw aria-hidden="true" />} onClick={() => void source.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!rendered) return <SkeletonText lines={12} />;
  const withContents = rendered.headings.length >= contentsFrom;
  return (
    <div
      className={withContents ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start' : undefined}
    >
      {withContents && (
        <div className="lg:order-2">
          <TableOfContents headings={rendered.headings} />
        </div>
      )}
      <div
        ref={body}
        className="kn-prose min-w-0"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: Kennel's own Markdown from the repository, never user input.
        dangerouslySetInnerHTML={{ __html: rendered.html }}
      />
    </div>
  );
}
