import DeviceCatalog
import Foundation

/// `UICollectionViewFlowLayout` geometry (section 7 of `UIKitRules.md`).
enum FlowLayoutRules {
  /// Lines of items along the scroll direction's cross axis, section after section. The section's
  /// content edge on each side is `sectionInset + referenceInset` (R7.1: the reference inset is
  /// the safe area or the margins beyond what the adjusted content inset already covers).
  @MainActor
  static func layout(
    sections: [Int], layout: UICollectionViewFlowLayout, boundsSize: CGSize,
    adjustedContentInset: UIEdgeInsets, referenceInsets: UIEdgeInsets
  ) -> (frames: [[CGRect]], contentSize: CGSize) {
    let vertical = layout.scrollDirection == .vertical
    // The reference inset counts only beyond the adjusted content inset on the cross axis (R7.1).
    var extra = UIEdgeInsets.zero
    for edge in RectEdge.allCases {
      extra[edge] = max(0, referenceInsets[edge] - adjustedContentInset[edge])
    }
    let inset = layout.sectionInset + extra
    let crossLength =
      vertical
      ? boundsSize.width - adjustedContentInset.left - adjustedContentInset.right
      : boundsSize.height - adjustedContentInset.top - adjustedContentInset.bottom
    let item = layout.itemSize
    let itemCross = vertical ? item.width : item.height
    let itemMain = vertical ? item.height : item.width
    let leadInset = vertical ? inset.left : inset.top
    let trailInset = vertical ? inset.right : inset.bottom
    let available = crossLength - leadInset - trailInset
    // How many items fit on a line. An item with no extent on the cross axis (or one of 1e-300)
    // makes the quotient huge or infinite, and a negative one makes it negative or NaN: the
    // conversion to a count is checked (``itemsPerLine(quotient:)``).
    let perLine = itemsPerLine(
      quotient: (available + layout.minimumInteritemSpacing)
        / (itemCross + layout.minimumInteritemSpacing))
    var frames: [[CGRect]] = []
    var main: CGFloat = 0
    for count in sections {
      main += vertical ? inset.top : inset.left
      var sectionFrames: [CGRect] = []
      let lines = count == 0 ? 0 : (count + perLine - 1) / perLine
      // Items on a full line are spread evenly (flow layout's justified lines).
      let spacing =
        perLine > 1
        ? max(
          layout.minimumInteritemSpacing,
          (available - CGFloat(perLine) * itemCross) / CGFloat(perLine - 1))
        : 0
      for index in 0..<count {
        let line = index / perLine
        let position = index % perLine
        let cross = leadInset + CGFloat(position) * (itemCross + spacing)
        let mainPosition = main + CGFloat(line) * (itemMain + layout.minimumLineSpacing)
        sectionFrames.append(
          vertical
            ? CGRect(x: cross, y: mainPosition, width: item.width, height: item.height)
            : CGRect(x: mainPosition, y: cross, width: item.width, height: item.height))
      }
      if lines > 0 {
        main += CGFloat(lines) * itemMain + CGFloat(lines - 1) * layout.minimumLineSpacing
      }
      main += vertical ? inset.bottom : inset.right
      frames.append(sectionFrames)
    }
    let size =
      vertical
      ? CGSize(width: crossLength, height: main)
      : CGSize(width: main, height: crossLength)
    return (frames, size)
  }

  /// More items than any section holds (sections count fewer than 10⁹ items): a line never
  /// holds more, and the per-line arithmetic stays far inside `Int`.
  static let maximumItemsPerLine = 1 << 40

  /// The number of items on a line from `quotient` (available length over item pitch), checked:
  /// NaN or below 1 gives 1; from ``maximumItemsPerLine`` up (infinity included) gives that.
  static func itemsPerLine(quotient: CGFloat) -> Int {
    guard quotient >= 1 else { return 1 }  // NaN compares false
    let whole = quotient.rounded(.down)
    return whole >= CGFloat(maximumItemsPerLine) ? maximumItemsPerLine : Int(whole)
  }
}
