/** A short message dialog with one way on (thanks, mystery done): the shell, a paragraph and a link button. */
import { DialogShell } from './DialogShell.tsx';

export function MessageDialog({
  title,
  text,
  cta,
  href,
  width,
}: {
  title: string;
  text: string;
  cta: string;
  href: string;
  width: number;
}) {
  return (
    <DialogShell title={title} width={width} className="dlg-message">
      <p>{text}</p>
      <a className="btn btn-primary btn-block" href={href}>
        {cta}
      </a>
    </DialogShell>
  );
}
