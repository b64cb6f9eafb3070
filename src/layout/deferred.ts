// The parts of react-admin the shell shows only when wanted, loaded on demand (lazyParts.tsx).
export { Error as ErrorPage, Notification } from 'react-admin';
