"""Dashboard views, one module per area (thin: parse, check access, call one service, render)."""
