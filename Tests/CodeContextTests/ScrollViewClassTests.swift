import Testing

@testable import CodeContext

/// The app's own scroll-view classes, read from its code (an IB `<view>` of such a class is a
/// scroll view: `InterfaceBuilder.md`). Rewritten from the shapes seen: Moonlight's settings side
/// bar is a plain `UIScrollView`; apps subclass it in Swift and in Objective-C, directly or
/// through a table, collection or text view.
@Suite struct ScrollViewClassTests {
  @Test func subclassesOfTheScrollViewsAreFoundThroughTheirChain() {
    let swift = """
      import UIKit
      final class SettingsPane: UIScrollView {}
      class PagedPane: SettingsPane {}
      class NotesView: UITextView {}
      class FeedTable: UITableView {}
      class Header: UIView {}
      class Feed: UIViewController {}
      """
    let objectiveC = """
      @interface GalleryStrip : UICollectionView
      @end
      @implementation GalleryStrip
      @end
      @interface Badge : UIView
      @end
      """
    let index = CodeIndex.read(sources: [
      ("App/Panes.swift", swift), ("App/GalleryStrip.m", objectiveC),
    ])
    #expect(
      index.scrollViewClasses == [
        "FeedTable", "GalleryStrip", "NotesView", "PagedPane", "SettingsPane",
      ])
  }

  @Test func aLookAlikeNameIsNotAScrollView() {
    let index = CodeIndex.read(sources: [
      ("App/Names.swift", "class ScrollViewHelper: NSObject {}\nclass UIScrollViewBox: UIView {}")
    ])
    #expect(index.scrollViewClasses.isEmpty)
  }
}
