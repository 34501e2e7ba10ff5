/** A success answer's data with the envelope's `message`: a sentence for the reader, in their language. */
export class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}

  /** The success envelope's body. */
  body(): { readonly data: unknown; readonly message: string } {
    return { data: this.data, message: this.message };
  }
}
