import { Fragment } from 'react';

const ISOLATE = /\u2068([^\u2068\u2069]*)\u2069/g;

/**
 * A translated sentence whose names and titles went through `isolate()`, with each of them in a
 * `<bdi>`: the same isolation in the DOM, where the page's tests and assistive technology read
 * the text without the invisible marks.
 */
export function IsolatedText({ text }: { readonly text: string }) {
  const pieces = text.split(ISOLATE);
  return (
    <>
      {pieces.map((piece, index) =>
        // split() puts the captured names at the odd positions.
        index % 2 === 1 ? <bdi key={index}>{piece}</bdi> : <Fragment key={index}>{piece}</Fragment>,
      )}
    </>
  );
}
