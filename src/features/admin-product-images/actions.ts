// The images page's forms: what a posted form asks for, and the order a move gives. The server
// checks everything again (the order must hold exactly the product's pictures).

const MOVES = ['main', 'up', 'down'] as const;
type Move = (typeof MOVES)[number];

export type PictureAction = { action: 'upload'; files: File[] } | { action: Move | 'remove'; image: string };

/** The notice after each action worked. */
export const PICTURE_DONE: Record<PictureAction['action'] | 'uploadOne', string> = {
  upload: 'Pictures added.',
  uploadOne: 'Picture added.',
  main: 'Main picture chosen.',
  up: 'Picture moved up.',
  down: 'Picture moved down.',
  remove: 'Picture removed.',
};

export const isPictureDone = (value: string | null): value is keyof typeof PICTURE_DONE => value !== null && Object.hasOwn(PICTURE_DONE, value);

/** The box a removal asks to be ticked, for the picture at this place (1 for the main one). */
export const removeConfirmLabel = (place: number): string => `Yes, remove picture ${place}`;

/** What a Remove pressed without its box ticked is answered (nothing is removed). */
export const removeUnconfirmed = (place: number): string => `To remove this picture, tick “${removeConfirmLabel(place)}” and press Remove again.`;

/** A removal asks first: its form's "Yes, remove it" box must be ticked. Moves and uploads need no box. */
export const confirmedRemoval = (form: FormData): boolean => form.get('confirm') === 'yes';

/** A posted form as an action, or null for one this page does not send. Empty file inputs are left out. */
export function readPictureAction(form: FormData): PictureAction | null {
  const action = form.get('action');
  if (action === 'upload') {
    const files = form.getAll('images').filter((f): f is File => f instanceof File && !(f.size === 0 && f.name === ''));
    return { action, files };
  }
  const image = form.get('image');
  if (typeof image !== 'string' || !image) return null;
  if (action === 'remove' || (MOVES as readonly unknown[]).includes(action)) return { action: action as Move | 'remove', image };
  return null;
}

/** The list after moving one picture first, one place up or one place down; null when it is not in the list. */
export function movePicture(images: string[], image: string, move: Move): string[] | null {
  const at = images.indexOf(image);
  if (at < 0) return null;
  const to = move === 'main' ? 0 : move === 'up' ? Math.max(0, at - 1) : Math.min(images.length - 1, at + 1);
  const next = images.filter((_, i) => i !== at);
  next.splice(to, 0, image);
  return next;
}
