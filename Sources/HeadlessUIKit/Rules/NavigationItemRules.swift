import DeviceCatalog
import Foundation

/// What a navigation item adds to its navigation bar (§15 of `UIKitRules.md`): a prompt
/// (R15.5) and a hosted search controller (R15.3, R15.4).
public enum NavigationItemRules {
  /// R15.5: an iOS 26 prompt adds 32 pt above the bar's content.
  public static let promptHeight: CGFloat = 32
  /// R15.3: an active iOS 26 search field grows the bar by 6 pt (54 → 60).
  public static let activeSearchExtraHeight: CGFloat = 6

  /// The bar's additions for one item.
  public struct ItemLayout: Hashable, Sendable {
    /// Points the prompt adds to the bar's height (R15.5).
    public var promptHeight: CGFloat = 0
    /// Points an active search field adds (R15.3).
    public var activeSearchHeight: CGFloat = 0
    /// Whether the item hosts a search controller.
    public var hasSearch = false
    /// Whether the search is active.
    public var searchActive = false
    /// What the model cannot know about the bar with this item.
    public var missing: [MissingValue] = []

    /// R15.3: the hosted search bar's frame: zero height at the bar's bottom edge at rest; the
    /// bar below the prompt while active (the field fills it). `nil` without a search controller.
    public func searchBarFrame(inBar bar: CGRect) -> CGRect? {
      guard hasSearch else { return nil }
      if searchActive {
        return CGRect(
          x: bar.minX, y: bar.minY + promptHeight, width: bar.width,
          height: bar.height - promptHeight)
      }
      return CGRect(x: bar.minX, y: bar.maxY, width: bar.width, height: 0)
    }
  }

  /// R15.3–R15.5: the additions of `item` to a bar under iOS `ios`. From iOS 26 (iOS 27 carries
  /// the rule over, derived): a prompt adds 32, a search controller takes 0 pt at rest and 6 while
  /// active (measured on iPhone; iPad and compact height inferred alike). Before iOS 26, and
  /// with a large title, the geometry is open: a missing value, never a guess.
  public static func layout(
    hasPrompt: Bool, hasSearch: Bool, searchActive: Bool, ios: Int, largeTitle: Bool
  ) -> ItemLayout {
    var result = ItemLayout()
    if hasPrompt {
      if ios < 26 {
        result.missing.append(
          MissingValue("a navigation bar's prompt before iOS 26", rule: "R15.5"))
      } else if largeTitle {
        result.missing.append(
          MissingValue("a navigation bar's prompt with a large title", rule: "R15.5"))
      } else {
        result.promptHeight = promptHeight
      }
    }
    if hasSearch {
      result.hasSearch = true
      result.searchActive = searchActive
      if ios < 26 {
        result.missing.append(
          MissingValue(
            "a navigation bar with a search controller before iOS 26 (no print of its height)",
            rule: "R15.4"))
      } else if largeTitle {
        result.missing.append(
          MissingValue(
            "a navigation bar with a search controller and a large title on iOS 26",
            rule: "R15.3"))
      } else if searchActive {
        result.activeSearchHeight = activeSearchExtraHeight
      }
    }
    return result
  }
}
