declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first focus, pointer or key press inside the island (src/lib/directives/interaction.ts);
     * `"signed-in"`: also once the page has loaded, when the shopper may be signed in.
     */
    'client:interaction'?: boolean | 'signed-in';
  }
}

export {};
