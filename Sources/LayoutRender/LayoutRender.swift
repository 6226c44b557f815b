// LayoutRender: SVG and HTML from snapshots and findings.
