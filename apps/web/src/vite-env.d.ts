interface ImportMetaEnv {
  /** Origin of the API when it is not the page's own origin (e.g. `https://api.example.com`). */
  readonly VITE_API_ORIGIN?: string;
}
