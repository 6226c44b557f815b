import DeviceCatalog
import Foundation
import HeadlessUIKit

/// A position fixed rather than derived from the safe area: right on some devices, wrong on
/// others (article 000's "device macro" problem, A0-6).
public struct FixedPositionRule: AuditRule {
  public static let description = RuleDescription(
    identifier: .fixedPosition,
    name: "Position fixed rather than derived",
    summary: """
      A view keeps the same distance from its superview's edge on every device while the safe \
      area there changes, so it is inside the safe area on some devices and not on others.
      """,
    rationale: """
      A layout written for one family of phones (y = 64: 20 status + 44 navigation bar) is right \
      there and wrong on phones with a taller status bar, including ones released later; a \
      device check ("if iPhone X") only moves the problem to the next phone. Deriving the \
      position from the safe area is right everywhere (A0-6). Found by comparing the layout \
      across the matrix, orientation by orientation. Full-bleed decorations (an image, a map, \
      a visual effect, a backdrop spanning the edge) are exempt; so is a view whose part \
      outside the safe area lies under nothing (no status bar, bar, sensor housing, home \
      indicator, reserved region or rounded corner there), which is seen and touched as \
      anywhere else. When another placement rule explains the same view this finding is \
      attached to it as evidence instead of reported again.
      """,
    severity: .warning,
    traces: ["A0-6", "R2.3", "R3.1"],
    triggeringExamples: [
      RuleExample(
        """
        root:
          navigation:
            id: nav
            viewControllers:
              - controller:
                  id: vc
                  view:
                    subviews:
                      - view: { id: red, frame: [0, 64, screen.width, 100] }
        """, devices: "iPhone 8,iPhone X", orientations: [.portrait])
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        root:
          navigation:
            id: nav
            viewControllers:
              - controller:
                  id: vc
                  view:
                    subviews:
                      - view: { id: red, frame: [0, safeArea.top, screen.width, 100] }
        """, devices: "iPhone 8,iPhone X,iPhone 15 Pro"),
      // A full-bleed header image at y = 0 is meant to reach the edge on every device.
      RuleExample(
        """
        root:
          controller:
            id: vc
            view:
              subviews:
                - imageView: { id: header, frame: [0, 0, screen.width, 200] }
        """, devices: "iPhone 8,iPhone X,iPhone 15 Pro", orientations: [.portrait]),
    ])

  public init() {}

  /// One view's distance to its superview's edge and the superview's inset there, in the
  /// layouts (indices) that share one analysis.
  struct Sample {
    var layouts: [Int]
    var entry: AuditedLayout.Entry
    var distance: CGFloat
    var inset: CGFloat
  }

  public func checkMatrix(_ layouts: [AuditedLayout]) -> [Observation] {
    var result: [Observation] = []
    for orientation in [false, true] {
      // Layouts that share an analysis share their samples: group them first.
      var groupIndex: [ObjectIdentifier: Int] = [:]
      var groups: [[Int]] = []
      for index in layouts.indices
      where layouts[index].environment.orientation.isLandscape == orientation {
        let key = ObjectIdentifier(layouts[index].analysis)
        if let at = groupIndex[key] {
          groups[at].append(index)
        } else {
          groupIndex[key] = groups.count
          groups.append([index])
        }
      }
      guard groups.reduce(0, { $0 + $1.count }) > 1 else { continue }
      for edge in RectEdge.allCases {
        // Samples by view (source location and id identify a view across environments).
        var keys: [ViewReference: Int] = [:]
        var samples: [[Sample]] = []
        for group in groups {
          let layout = layouts[group[0]]
          for entry in layout.contentEntries {
            guard let superview = entry.superview, let insets = superview.safeAreaInsets else {
              continue
            }
            let frame = entry.view.frameInWindow
            let spans =
              edge == .top || edge == .bottom
              ? layout.spansHeight(frame) : layout.spansWidth(frame)
            // A plain fill placed as a background (a backdrop, a band or screen fill): what
            // lies outside the safe area is fill, its content is judged on its own (round L); a
            // plain cover over the content likewise (round P).
            // A control whose frame holds the whole safe area (a pop-up's dimming backdrop) is
            // such a cover too: every point of the safe area answers its tap (fresh round X:
            // OONI Probe's quiz backdrop, as `control_in_status_bar` reads it).
            if spans || layout.isFullBleed(entry, along: edge) || layout.isFillDecoration(entry)
              || layout.isPlainCover(entry) || layout.isBackdropControl(entry)
            {
              continue
            }
            // An image view's drawn image (aspect fit, centred, …) is what sits near the edge.
            let f =
              entry.view.contentFrameInWindow.map {
                $0.offsetBy(
                  dx: entry.view.frame.minX - frame.minX, dy: entry.view.frame.minY - frame.minY)
              } ?? entry.view.frame
            let b = superview.bounds
            let distance: CGFloat =
              switch edge {
              case .top: f.minY - b.minY
              case .bottom: b.maxY - f.maxY
              case .left: f.minX - b.minX
              case .right: b.maxX - f.maxX
              }
            let sample = Sample(
              layouts: group, entry: entry, distance: distance, inset: insets[edge])
            if let at = keys[entry.reference] {
              samples[at].append(sample)
            } else {
              keys[entry.reference] = samples.count
              samples.append([sample])
            }
          }
        }
        for list in samples {
          let distances = list.map(\.distance)
          let insets = list.map(\.inset)
          guard let low = distances.min(), let high = distances.max(),
            high - low < Geometry.tolerance,
            let insetLow = insets.min(), let insetHigh = insets.max(),
            insetHigh - insetLow > Geometry.tolerance
          else { continue }
          let wrong = list.filter { $0.distance < $0.inset - Geometry.tolerance }
          let layoutsOf = { (samples: [Sample]) in samples.reduce(0) { $0 + $1.layouts.count } }
          let right = layoutsOf(list) - layoutsOf(wrong)
          // Near the edge: the view is meant to sit against the safe area, not far inside it.
          guard !wrong.isEmpty, right > 0,
            low > Geometry.tolerance || edge == .bottom
              || edge == .right || edge == .left || edge == .top
          else { continue }
          for sample in wrong {
            let amount = sample.inset - sample.distance
            // The edge and distance are a caveat: a view can be fixed against one edge on some
            // devices of a finding and another on others.
            let message =
              "\(sample.entry.reference.phrase) is at a fixed distance from its superview's edge:"
              + " \(Geometry.points(amount)) pt outside the safe area on the devices listed,"
              + " inside it on others"
            let fix =
              "derive the position from the safe area (safeAreaInsets.\(edge.rawValue) in"
              + " viewSafeAreaInsetsDidChange, or a constraint to safeAreaLayoutGuide)"
              + " instead of a number that fits one family of devices"
            let caveat = "\(Geometry.points(sample.distance)) pt from its \(edge.rawValue) edge"
            // Outside the safe area under nothing (no bar, housing, indicator, reserved
            // region or rounded corner there): seen and touched as anywhere else.
            for index in sample.layouts
            where layouts[index].isObstructedOutsideSafeArea(sample.entry, edge: edge) {
              var observation = layouts[index].observe(
                sample.entry, amount: amount, message, fix: fix)
              observation.caveat = caveat
              observation.edge = edge
              // Only in the home indicator's band, possibly beside the indicator: approximate,
              // as content in an unsourced housing's strip is (fresh round L).
              if let part = layouts[index].partOutsideSafeArea(sample.entry, edge: edge) {
                observation.isApproximate = layouts[index].restsOnlyOnIndicatorBand(part)
              }
              result.append(observation)
            }
          }
        }
      }
    }
    return result
  }
}
