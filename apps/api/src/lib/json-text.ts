/**
 * JSON that is already written, such as the cards the database keeps on each row: the route sends
 * it as it is instead of serializing an object again. `T` is the shape the text has; the
 * integration tests parse such responses with the contract's schemas.
 */
export class JsonText<T> {
  declare readonly shape?: T;

  constructor(readonly text: string) {}
}

/** `object` with one more member, both given as JSON text. */
export function withMember(object: string, key: string, value: string): string {
  return `${object.slice(0, object.lastIndexOf('}'))},${JSON.stringify(key)}:${value}}`;
}
