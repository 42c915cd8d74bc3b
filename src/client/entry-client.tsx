import './styles/global.css';

/**
 * The page the server sent is complete and readable: let the browser paint it before any of the
 * app's code is fetched and run, then load the app, which makes the same page interactive.
 */
requestAnimationFrame(() => setTimeout(() => void import('./boot-client')));
