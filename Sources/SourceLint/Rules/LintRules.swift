/// The lint rules' identifiers and descriptions.
public enum LintRules {
  public static let deviceSizeCheck = "device_size_check"
  public static let deviceModelCheck = "device_model_check"
  public static let notchFlag = "notch_flag"
  public static let barConstant = "bar_constant"
  public static let statusBarFrame = "status_bar_frame"
  public static let windowSafeArea = "window_safe_area"
  public static let deprecatedLayoutGuide = "deprecated_layout_guide"
  public static let mainScreenBounds = "main_screen_bounds"
  public static let idiomLayout = "idiom_layout"
  public static let orientationLayout = "orientation_layout"
  public static let ignoresSafeAreaControls = "ignores_safe_area_controls"
  public static let ignoresKeyboardSafeArea = "ignores_keyboard_safe_area"
  public static let handMadeBar = "hand_made_bar"
  public static let staleSafeAreaInsets = "stale_safe_area_insets"
  public static let sizeClassAsWidth = "size_class_as_width"
  public static let hostingControllerSafeArea = "hosting_controller_safe_area"
  public static let verticalInsetsOnly = "vertical_insets_only"

  /// Every rule, in the order of the issue that asked for them.
  public static let descriptions: [LintRuleDescription] = [
    DeviceSizeCheckRule.description, DeviceModelCheckRule.description, NotchFlagRule.description,
    BarConstantRule.description, StatusBarFrameRule.description, WindowSafeAreaRule.description,
    DeprecatedLayoutGuideRule.description, MainScreenBoundsRule.description,
    IdiomLayoutRule.description, OrientationLayoutRule.description,
    IgnoresSafeAreaControlsRule.description, IgnoresKeyboardSafeAreaRule.description,
    HandMadeBarRule.description, StaleSafeAreaInsetsRule.description,
    SizeClassAsWidthRule.description, HostingControllerSafeAreaRule.description,
    VerticalInsetsOnlyRule.description,
  ]

  /// The description of `identifier`.
  public static func description(_ identifier: String) -> LintRuleDescription? {
    descriptions.first { $0.identifier == identifier }
  }

  /// Every identifier.
  public static var identifiers: [String] { descriptions.map(\.identifier) }
}
