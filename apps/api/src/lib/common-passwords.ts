/** zxcvbn-ts ranks its list by how often each password appears in leaked sets. */
const REFUSED_COUNT = 10_000;

/** The dictionaries (about 2 MB) are loaded with the first password checked, not at start. */
let refused: Promise<ReadonlySet<string>> | undefined;

/**
 * Whether a password is one of the 10,000 most common. The list is lower case, and our rule
 * makes people add a capital, a digit and a symbol, so the check ignores case and also tries
 * the password without the digits and symbols around it: 'Password1!' is 'password'.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  refused ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, REFUSED_COUNT)),
  );
  const common = await refused;
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return common.has(lower) || common.has(core);
}
