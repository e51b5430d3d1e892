import type { ReactNode } from 'react';

/**
 * A translated sentence with a React node (a link, a reference in code type) inside it: the node's place is a
 * placeholder filled with `SLOT`, e.g. `fillSlot(t('Write to {email}.', { email: SLOT }), <a …>…</a>)`, so the
 * sentence stays one message and each language puts the node where its word order wants it.
 */
export const SLOT = '\u0000';

export function fillSlot(text: string, node: ReactNode): ReactNode {
  const at = text.indexOf(SLOT);
  if (at < 0) {
    return (
      <>
        {text} {node}
      </>
    );
  }
  return (
    <>
      {text.slice(0, at)}
      {node}
      {text.slice(at + SLOT.length)}
    </>
  );
}
