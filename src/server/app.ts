import { Hono } from 'hono';

// Placeholder: the real API (issue 3) replaces this with one sub-app per resource.
export const app = new Hono().basePath('/api/v1');

app.get('/health', (c) => c.json({ statusCode: 200, data: { ok: true }, message: 'OK', success: true }));
