// LayoutInspection: query paths, value formatting and the inspect tree over layout snapshots.
