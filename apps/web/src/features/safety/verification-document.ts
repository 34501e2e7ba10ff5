/** What the verification request takes as `document`: the upload's file name in storage. */
export function documentKeyOf(mediaUrl: string): string {
  const path = mediaUrl.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}
