/** A success answer's data with the envelope's `message`: a sentence for the reader, in their language. */
export class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}
