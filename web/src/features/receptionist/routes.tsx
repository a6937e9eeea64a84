import type { RouteObject } from 'react-router';

/** The pages of this feature (paths relative to the app's root, components lazy-loaded). */
export const routes: RouteObject[] = [];
