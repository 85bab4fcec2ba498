import { Fragment } from 'react';

/** A long word drawn in its pieces (src/lib/line-breaks.ts), with a <wbr> between each two: it breaks there, if at all. */
export function Breakable({ pieces }: { pieces: string[] }) {
  return pieces.map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
