/// What a target builds: the `productType` of a `PBXNativeTarget` (an open vocabulary: Xcode adds
/// new ones).
public struct ProductType: RawRepresentable, Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  /// The identifier as the project file spells it (`com.apple.product-type.application`).
  public var rawValue: String

  /// Creates a product type from its identifier.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// An app.
  public static let application = ProductType(rawValue: "com.apple.product-type.application")
  /// An App Clip.
  public static let appClip = ProductType(
    rawValue: "com.apple.product-type.application.on-demand-install-capable")
  /// An iMessage app.
  public static let messagesApplication = ProductType(
    rawValue: "com.apple.product-type.application.messages")
  /// An app extension (share, today, notification content, …).
  public static let appExtension = ProductType(rawValue: "com.apple.product-type.app-extension")
  /// An iMessage extension.
  public static let messagesExtension = ProductType(
    rawValue: "com.apple.product-type.app-extension.messages")
  /// An ExtensionKit extension.
  public static let extensionKitExtension = ProductType(
    rawValue: "com.apple.product-type.extensionkit-extension")
  /// A unit-test bundle.
  public static let unitTest = ProductType(rawValue: "com.apple.product-type.bundle.unit-test")
  /// A UI-test bundle.
  public static let uiTest = ProductType(rawValue: "com.apple.product-type.bundle.ui-testing")
  /// A dynamic framework.
  public static let framework = ProductType(rawValue: "com.apple.product-type.framework")
  /// A static framework.
  public static let staticFramework = ProductType(
    rawValue: "com.apple.product-type.framework.static")
  /// A static library.
  public static let staticLibrary = ProductType(
    rawValue: "com.apple.product-type.library.static")
  /// A resource bundle.
  public static let bundle = ProductType(rawValue: "com.apple.product-type.bundle")
  /// A watchOS app.
  public static let watchApp = ProductType(rawValue: "com.apple.product-type.application.watchapp2")
  /// A watchOS app extension.
  public static let watchExtension = ProductType(
    rawValue: "com.apple.product-type.watchkit2-extension")
  /// A command-line tool.
  public static let tool = ProductType(rawValue: "com.apple.product-type.tool")

  /// A launchable app, whose Info.plist sets the orientations and the status bar.
  public var isApplication: Bool {
    [.application, .appClip, .messagesApplication].contains(self)
  }

  /// An app extension: its screens are shown by a host app.
  public var isAppExtension: Bool {
    [.appExtension, .messagesExtension, .extensionKitExtension].contains(self)
  }

  /// A test bundle: its IB files are fixtures, never shipped.
  public var isTest: Bool {
    self == .unitTest || self == .uiTest
      || rawValue.hasPrefix("com.apple.product-type.bundle.")
        && rawValue.hasSuffix("test")
  }

  /// A framework, library or bundle: its IB files ship inside whatever app embeds it.
  public var isLibrary: Bool {
    [.framework, .staticFramework, .staticLibrary, .bundle].contains(self)
  }

  /// `application`, `app-extension`, `unit-test`, … : the identifier without its prefix.
  public var description: String {
    let prefix = "com.apple.product-type."
    return rawValue.hasPrefix(prefix) ? String(rawValue.dropFirst(prefix.count)) : rawValue
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
