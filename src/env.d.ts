declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first focus, pointer or key press inside the island (src/lib/directives/interaction.ts). */
    'client:interaction'?: boolean;
  }
}

export {};
