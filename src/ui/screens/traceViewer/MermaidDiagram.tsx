import { useEffect, useId, useRef, useState } from 'react';

/**
 * Mermaid draws in a scratch element named after the render's id and removes it after: two renders at once (a
 * step chosen while the last one draws) clobbered each other's and left the drawing empty. So one at a time,
 * each with its own id.
 */
let drawing: Promise<unknown> = Promise.resolve();
let renders = 0;

function draw(id: string, text: string): Promise<string> {
  renders += 1;
  const renderId = `${id}-${renders}`;
  const next = drawing.then(async () => {
    const { default: mermaid } = await import('mermaid');
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
    return (await mermaid.render(renderId, text)).svg;
  });
  drawing = next.catch(() => undefined);
  return next;
}

/**
 * One Mermaid diagram. Mermaid (large) is imported when the first diagram draws, so only this page loads it.
 * The source stays readable below the drawing: QA can paste it into mermaid.live, and a drawing that fails
 * still shows what it would have drawn.
 */
export function MermaidDiagram({ title, text }: { title: string; text: string }) {
  const target = useRef<HTMLDivElement>(null);
  const id = `chart-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const svg = await draw(id, text);
        if (!current || !target.current) return;
        target.current.innerHTML = svg;
        setFailure(null);
      } catch (error) {
        if (current) setFailure(error instanceof Error ? error.message : String(error));
      }
    })();
    return () => {
      current = false;
    };
  }, [id, text]);

  return (
    <figure className="trace-viewer__chart" data-scope="trace-viewer" data-part="chart">
      {title ? <figcaption>{title}</figcaption> : null}
      <div ref={target} className="trace-viewer__drawing" data-part="drawing" />
      {failure ? <p role="alert">The diagram could not be drawn: {failure}</p> : null}
      <details>
        <summary>Mermaid source</summary>
        <pre data-part="chart-source">{text}</pre>
      </details>
    </figure>
  );
}
