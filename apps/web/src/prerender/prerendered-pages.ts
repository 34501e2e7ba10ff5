import { paths } from '../config/paths';

/** The public pages written to HTML at build time, in every language (ADR 015). */
export const PRERENDERED_PAGES = [paths.landing, paths.about, paths.services, paths.privacy, paths.contact];
