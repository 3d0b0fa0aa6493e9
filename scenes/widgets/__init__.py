"""Small reusable widgets: buttons, selectors, text fields, panels, move list, seat banner."""
