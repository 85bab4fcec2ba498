// The category form's Image choices, each named by what the staff know rather than by its file path:
// at 375 px the select showed "/images/categories/bi…" for each, cut, and a coordinator could not
// tell one from another. The value sent stays the path (the API takes and checks that).

type UsedBy = { name: string; image: string | null };
export type PictureChoice = { value: string; label: string };

/** A picture the shop ships for its demo categories: /images/categories/<slug>-<width>.webp. */
const SHIPPED = /^\/images\/categories\/([a-z0-9-]+)-\d+\.webp$/;

/** A shipped picture's slug as words: 'masala-blends' is 'Masala blends'. */
const slugWords = (slug: string) => {
  const words = slug.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The choices for these pictures, by name: the categories showing it now ("Spices: the shop's
 * picture", "Pickles: uploaded picture"), or, for a shipped one no category shows, the category it was
 * made for ("Masala blends: the shop's picture, not in use"). Sorted by what they say.
 */
export function pictureChoices(pictures: readonly string[], categories: readonly UsedBy[]): PictureChoice[] {
  return [...new Set(pictures)]
    .map((path) => {
      const shipped = SHIPPED.exec(path)?.[1];
      const users = categories.filter((category) => category.image === path).map((category) => category.name);
      const kind = shipped ? "the shop's picture" : 'uploaded picture';
      const label = users.length > 0 ? `${users.join(', ')}: ${kind}` : shipped ? `${slugWords(shipped)}: ${kind}, not in use` : `Uploaded picture, not in use (${path.split('/').at(-1)})`;
      return { value: path, label };
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'en-IN'));
}
