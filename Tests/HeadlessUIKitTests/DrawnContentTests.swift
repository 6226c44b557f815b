import DeviceCatalog
import Foundation
import Testing

@testable import HeadlessUIKit

/// The drawn content's geometry (issue 27, item 1) against UIKit's documented layout: a label
/// draws its text (`textRect(forBounds:limitedToNumberOfLines:)`) centred vertically and placed
/// by `textAlignment`; a button draws its title and image inside `contentEdgeInsets`, placed by
/// `contentHorizontalAlignment`; an activity indicator its glyph at the centre. Widths are
/// computed here independently, from Helvetica's AFM widths written out by hand.
@Suite struct DrawnContentTests {
  /// "Cancel" at 17 pt: C 722, a 556, n 556, c 500, e 556, l 222 (Helvetica.afm), × 0.85.
  let cancelWidth: CGFloat = (722 + 556 + 556 + 500 + 556 + 222) / 1000 * 17 * 0.85

  @Test func textWidthIsHelveticasScaledDown() {
    let width = TextMetrics.width(of: "Cancel", pointSize: 17)
    #expect(abs(width - cancelWidth) < 0.001)
    // Spaces count (278), other scripts by their lower bounds: 0.9 em for an ideograph.
    #expect(
      abs(TextMetrics.width(of: "a b", pointSize: 10) - (556 + 278 + 556) / 100 * 0.85) < 0.001)
    #expect(abs(TextMetrics.width(of: "漢", pointSize: 10) - 9) < 0.001)
  }

  @Test func centredTextIsDrawnAroundTheLabelsMiddle() throws {
    // COVIDSafe's launch screen: a centred two-line headline in a 241-pt label.
    let text = TextContent(
      text: "Help stop the spread\nand save lives.", pointSize: 17, alignment: .center,
      numberOfLines: 0)
    let bounds = CGRect(x: 0, y: 0, width: 241, height: 42.5)
    let rect = try #require(text.rect(in: bounds))
    let first = TextMetrics.width(of: "Help stop the spread", pointSize: 17)
    #expect(abs(rect.width - first) < 0.001)
    #expect(abs(rect.midX - 120.5) < 0.001 && abs(rect.midY - 21.25) < 0.001)
    #expect(abs(rect.height - 34) < 0.001)  // two lines of 17 pt
    #expect(rect.maxX < bounds.maxX - 20)  // well inside the frame's right end
  }

  /// Nightscouter's title, rewritten (fresh round S): one line of 36 pt in a 41.5-pt frame.
  /// Its line box (1.193 em) is centred in the frame, and its glyphs' 36-pt box ends at the
  /// box's bottom: the first 6.2 pt of the frame hold nothing (the empty top of the line),
  /// where the centred 36-pt box began 2.75 pt in. The bottom stays where it was, and a
  /// two-line text, whose centred boxes already start at its first glyph box, is unchanged.
  @Test func aLinesGlyphsSitAtTheBottomOfItsLineBox() throws {
    let title = TextContent(
      text: "Nightscouter", pointSize: 36, alignment: .center, numberOfLines: 1)
    let rect = try #require(title.rect(in: CGRect(x: 0, y: 0, width: 283, height: 41.5)))
    let lineHeight = 36 * IntrinsicSizeEstimate.systemLineHeightPerPoint
    #expect(abs(rect.minY - (20.75 - lineHeight / 2 + lineHeight - 36)) < 0.001)
    #expect(rect.minY > 6.2 && rect.minY < 6.3)
    #expect(abs(rect.maxY - (20.75 + 18)) < 0.001)
    let two = TextContent(
      text: "Help stop the spread\nand save lives.", pointSize: 17, alignment: .center,
      numberOfLines: 0)
    let both = try #require(two.rect(in: CGRect(x: 0, y: 0, width: 241, height: 42.5)))
    #expect(abs(both.minY - (21.25 - 17)) < 0.001 && abs(both.height - 34) < 0.001)
  }

  /// A hostile sub-point frame (the fuzzer's 1e-300 label) needs more wrapped lines than an
  /// `Int` holds: the text stays within the bounds instead of trapping.
  @Test func subPointBoundsDoNotOverflowTheLineCount() throws {
    let bounds = CGRect(x: 0, y: 100, width: 1e-300, height: 1e-300)
    for lines in [0, 1, 3] {
      let text = TextContent(text: "Title", pointSize: 17, alignment: .left, numberOfLines: lines)
      let rect = try #require(text.rect(in: bounds))
      #expect(rect.width <= bounds.width && rect.height <= bounds.height)
    }
  }

  @Test func naturalAlignmentFollowsTheTextsDirection() throws {
    let bounds = CGRect(x: 0, y: 0, width: 300, height: 20)
    let latin = try #require(
      TextContent(text: "Label", pointSize: 17, alignment: .natural, numberOfLines: 1).rect(
        in: bounds))
    #expect(latin.minX == 0)
    let arabic = try #require(
      TextContent(text: "ساعد", pointSize: 17, alignment: .natural, numberOfLines: 1).rect(
        in: bounds))
    #expect(abs(arabic.maxX - 300) < 0.001)
    let right = try #require(
      TextContent(text: "Label", pointSize: 17, alignment: .right, numberOfLines: 1).rect(
        in: bounds))
    #expect(abs(right.maxX - 300) < 0.001)
  }

  @Test func longTextWrapsToTheBoundsWidthAndLinesLimit() throws {
    let long = String(repeating: "word ", count: 40)
    let bounds = CGRect(x: 10, y: 10, width: 100, height: 200)
    let wrapped = try #require(
      TextContent(text: long, pointSize: 10, alignment: .center, numberOfLines: 0).rect(
        in: bounds))
    #expect(wrapped.width == 100 && wrapped.minX == 10)
    let lines = (TextMetrics.width(of: Substring(long), pointSize: 10) / 100).rounded(.up)
    #expect(abs(wrapped.height - lines * 10) < 0.001)
    let one = try #require(
      TextContent(text: long, pointSize: 10, alignment: .center, numberOfLines: 1).rect(
        in: bounds))
    // One line: its glyph box ends at the line box's bottom, (L - 1) / 2 em below the centred
    // box's top (L the system line height per point), the bottom unchanged.
    let drop = 10 * (IntrinsicSizeEstimate.systemLineHeightPerPoint - 1) / 2
    #expect(abs(one.height - (10 - drop)) < 0.001 && one.width == 100)
  }

  @Test func buttonContentSitsInsideItsInsetsByAlignment() throws {
    // KeePassium's "Cancel": contentEdgeInsets 8 on every side, title centred in 66 × 36.
    let cancel = ButtonContent(
      title: "Cancel", pointSize: 17, imageSize: nil, horizontal: .center, vertical: .center,
      insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    let rect = try #require(cancel.rect(in: CGRect(x: 0, y: 0, width: 66, height: 36)))
    #expect(rect.minX >= 8 && rect.minY >= 8 && rect.maxX <= 58 && rect.maxY <= 28)
    #expect(abs(rect.midX - 33) < 0.001 && abs(rect.midY - 18) < 0.001)
    // zotero's full-width hit area: a right-aligned chevron 16 pt from the right edge.
    let chevron = ButtonContent(
      title: nil, pointSize: 15, imageSize: CGSize(width: 13, height: 13), horizontal: .right,
      vertical: .center, insets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 16))
    let drawn = try #require(chevron.rect(in: CGRect(x: 0, y: 0, width: 414, height: 44)))
    #expect(drawn == CGRect(x: 414 - 16 - 13, y: 15.5, width: 13, height: 13))
    // Neither a title nor an image: the frame.
    let empty = ButtonContent(
      title: nil, pointSize: 15, imageSize: nil, horizontal: .center, vertical: .center,
      insets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(empty.rect(in: CGRect(x: 0, y: 0, width: 44, height: 44)) == nil)
  }

  @Test func indicatorsAndEmptyViews() throws {
    // iNaturalist's large spinner stretched to 334 pt: drawn 37 × 37 at the centre.
    let spinner = DrawnContent.centred(CGSize(width: 37, height: 37))
    #expect(
      spinner.rect(in: CGRect(x: 0, y: 0, width: 334, height: 37))
        == CGRect(x: 148.5, y: 0, width: 37, height: 37))
    #expect(DrawnContent.nothing.rect(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == .null)
    #expect(DrawnContent.bounds.rect(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == nil)
  }

  @MainActor
  @Test func theSnapshotCarriesTheDrawnFrameInWindowCoordinates() throws {
    let controller = UIViewController()
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 20))
    label.drawnContent = .text(
      TextContent(text: "Label", pointSize: 17, alignment: .center, numberOfLines: 1))
    let empty = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    empty.drawnContent = .nothing
    controller.view.addSubview(label)
    controller.view.addSubview(empty)
    let window = try show(controller, on: "iPhone 8")
    let snapshot = window.snapshot()
    let labelSnapshot = try #require(snapshot.allViews.first { $0.className == "UILabel" })
    let drawn = try #require(labelSnapshot.contentFrameInWindow)
    let width = TextMetrics.width(of: "Label", pointSize: 17)
    #expect(abs(drawn.midX - 170) < 0.001 && abs(drawn.width - width) < 0.001)
    // Centred, less the empty top of its line box (fresh round T): the midpoint a quarter of
    // (L - 1) em lower.
    let drop = 17 * (IntrinsicSizeEstimate.systemLineHeightPerPoint - 1) / 4
    #expect(abs(drawn.midY - (110 + drop)) < 0.001)
  }
}
