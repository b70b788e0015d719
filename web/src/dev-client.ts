// The client entry of `npm run dev` (api/src/modules/pages/dev-vite.ts links it; the build's entry
// is main.tsx). React Fast Refresh needs its runtime in React's global hook before react-dom
// loads: ES modules run in the order they are imported, so the preamble runs first.
import '@vitejs/plugin-react/preamble';
import './main';
