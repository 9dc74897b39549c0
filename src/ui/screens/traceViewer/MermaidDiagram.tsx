import { useEffect, useId, useRef, useState } from 'react';

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
        const { default: mermaid } = await import('mermaid');
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
        const { svg } = await mermaid.render(id, text);
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
