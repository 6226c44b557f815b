import DeviceCatalog
import Foundation
import HeadlessUIKit

/// Collection-view items under the sensor housing in landscape: A3-9.
public struct CollectionItemsUnderHousingRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .collectionItemsUnderHousing,
    name: "Collection items under the housing",
    summary: "In landscape, a collection view's items scroll under the notch or Dynamic Island.",
    rationale: """
      A flow layout does not inset its items by the safe area (R7.3): in landscape on a Face ID \
      iPhone the first column lies in the housing's strip and scrolls under it (A3-9). \
      sectionInsetReference = .fromSafeArea adds the safe area to the section insets (R7.1).
      """,
    severity: .warning,
    traces: ["A3-9", "R7.1", "R7.3"],
    triggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - collectionView:
                    id: cv
                    frame: bounds
                    items: 40
                    flowLayout: { itemSize: [100, 100], minimumInteritemSpacing: 10, minimumLineSpacing: 10 }
        """, devices: "iPhone X", orientations: [.landscapeLeft])
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - collectionView:
                    id: cv
                    frame: bounds
                    items: 40
                    flowLayout:
                      itemSize: [100, 100]
                      minimumInteritemSpacing: 10
                      minimumLineSpacing: 10
                      sectionInsetReference: fromSafeArea
        """, devices: "iPhone X,iPhone 15 Pro")
    ])

  public init() {}

  public func check(_ layout: AuditedLayout) -> [Observation] {
    guard layout.environment.orientation.isLandscape else { return [] }
    let regions = layout.housingRegions.filter { $0.edge != .top }
    guard !regions.isEmpty else { return [] }
    var result: [Observation] = []
    for index in layout.analysis.scrollIndices {
      let entry = layout.entries[index]
      guard !entry.isHiddenInWindow, let collection = entry.view.collection else { continue }
      let frame = entry.view.frameInWindow
      let offset = entry.view.bounds.origin
      var worst: CGFloat = 0
      var count = 0
      for item in collection.sections.joined() {
        let x = frame.minX + item.minX - offset.x
        var depth: CGFloat = 0
        for (_, rect) in regions {
          let overlap = min(x + item.width, rect.maxX) - max(x, rect.minX)
          depth = max(depth, overlap)
        }
        if depth > Geometry.tolerance {
          count += 1
          worst = max(worst, depth)
        }
      }
      guard count > 0 else { continue }
      result.append(
        layout.observe(
          entry.view, amount: worst,
          "\(count) item\(count == 1 ? "" : "s") of \(ViewReference(entry.view).phrase) lie up to"
            + " \(Geometry.points(worst)) pt in the sensor housing's strip",
          fix: "set the flow layout's sectionInsetReference to .fromSafeArea (or add the safe"
            + " area's left and right to the section insets)"))
    }
    return result
  }
}
