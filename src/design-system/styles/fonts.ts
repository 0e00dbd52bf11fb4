// The app's fonts ship with it (no network font): identical rendering everywhere, deterministic screenshots.
// Inter covers Latin Extended, so Turkish (ı, ğ, ş, İ) renders in the brand face.
import '@fontsource-variable/inter';
import '@fontsource/jetbrains-mono/400.css';
