import Findings

/// An audit rule's identifier (``Findings/RuleIdentifier``, shared with `lint`); the audit's
/// rules are its static members here.
///
/// ```swift
/// RuleIdentifier.sensorHousingOverlap.rawValue  // "sensor_housing_overlap"
/// ```
public typealias RuleIdentifier = Findings.RuleIdentifier

extension RuleIdentifier {
  public static let sensorHousingOverlap = RuleIdentifier(rawValue: "sensor_housing_overlap")
  public static let controlInStatusBar = RuleIdentifier(rawValue: "control_in_status_bar")
  public static let controlOverHomeIndicator = RuleIdentifier(
    rawValue: "control_over_home_indicator")
  public static let roundedCornerClipping = RuleIdentifier(rawValue: "rounded_corner_clipping")
  public static let contentUnderBar = RuleIdentifier(rawValue: "content_under_bar")
  public static let unreachableScrollContent = RuleIdentifier(
    rawValue: "unreachable_scroll_content")
  public static let doubleInset = RuleIdentifier(rawValue: "double_inset")
  public static let fixedPosition = RuleIdentifier(rawValue: "fixed_position")
  public static let screenSizedInWindow = RuleIdentifier(rawValue: "screen_sized_in_window")
  public static let contentUnderReservedRegion = RuleIdentifier(
    rawValue: "content_under_reserved_region")
  public static let handMadeBarInVerticalLayout = RuleIdentifier(
    rawValue: "hand_made_bar_in_vertical_layout")
  public static let collectionItemsUnderHousing = RuleIdentifier(
    rawValue: "collection_items_under_housing")
  public static let controlUnderKeyboard = RuleIdentifier(rawValue: "control_under_keyboard")
  public static let controlUnderWindowControls = RuleIdentifier(
    rawValue: "control_under_window_controls")
  public static let contentUnderGrabber = RuleIdentifier(rawValue: "content_under_grabber")
  public static let contentUnderSidebar = RuleIdentifier(rawValue: "content_under_sidebar")
  public static let fullScreenLayoutInSheet = RuleIdentifier(
    rawValue: "full_screen_layout_in_sheet")
}
