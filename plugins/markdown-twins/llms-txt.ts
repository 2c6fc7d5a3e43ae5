/**
 * `/llms.txt` and `/llms-full.txt` in the format of https://llmstxt.org/: the
 * site's title, a one-line summary, a note, then `##` sections that list links
 * to the pages' Markdown twins, each with a one-line description.
 */

export interface LlmsEntry {
  title: string;
  /** Absolute URL of the linked Markdown (a twin, or a heading of one). */
  url: string;
  description?: string;
}

export interface LlmsSection {
  heading: string;
  entries: LlmsEntry[];
}

export interface LlmsHeader {
  title: string;
  summary: string;
  /** Markdown paragraphs between the summary and the sections. */
  notes: string[];
}

/** One line of text: descriptions come from front matter and may wrap. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function headerText({ title, summary, notes }: LlmsHeader): string {
  return [`# ${title}`, `> ${oneLine(summary)}`, ...notes].join('\n\n');
}

export function llmsTxt(header: LlmsHeader, sections: LlmsSection[]): string {
  const body = sections
    .filter((section) => section.entries.length > 0)
    .map((section) => {
      const lines = section.entries.map(({ title, url, description }) => {
        const link = `- [${title.replace(/[[\]\\]/g, '\\$&')}](${url})`;
        return description ? `${link}: ${oneLine(description)}` : link;
      });
      return [`## ${section.heading}`, lines.join('\n')].join('\n\n');
    });
  return `${[headerText(header), ...body].join('\n\n')}\n`;
}

/** The header, then each page's twin whole, in order, each followed by the address of its page. */
export function llmsFullTxt(
  header: LlmsHeader,
  pages: Array<{ markdown: string; pageUrl: string }>,
): string {
  const parts = pages.map(
    ({ markdown, pageUrl }) => `${markdown.trimEnd()}\n\nSource: <${pageUrl}>`,
  );
  return `${[headerText(header), ...parts].join('\n\n---\n\n')}\n`;
}
