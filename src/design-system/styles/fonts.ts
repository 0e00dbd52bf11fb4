// The app's fonts ship with it (no network font): identical rendering everywhere, deterministic screenshots.
// Inter covers Latin Extended, so Turkish (ı, ğ, ş, İ) renders in the brand face; inter.css gives Turkish's
// letters a small face of their own.
import './inter.css';
import '@fontsource/jetbrains-mono/400.css';
