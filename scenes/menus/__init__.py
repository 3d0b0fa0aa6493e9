"""Title, setup, settings, pause, results, help, dialogs and the hot-seat hand-over screen."""
