import './styles/global.css';

/**
 * The entry Vite builds the site's styles and the app's chunks from. A built page does not load
 * it: the server inlines its styles and starts the app with the page's inline starter
 * (page-starter.ts) after the first paint. The dev server's page starts here, at once.
 */
void import('./boot-client');
