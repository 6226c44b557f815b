import Foundation

/// What a view element says about what it draws (issue 27, item 1): background, text, font,
/// title, image and content placement. Read for the audit's "drawn content"
/// (``HeadlessUIKit/DrawnContent``); layout never reads it.
public struct IBDrawing: Hashable, Sendable {
  /// The alpha of `<color key="backgroundColor">`: `nil` when the element writes none (a view's
  /// default background is clear), 0 for a clear colour, 1 for an opaque or a named colour.
  public var backgroundAlpha: Double?
  /// The identity of an opaque `<color key="backgroundColor">` (``IBDocumentDecoder/colorKey(of:)``):
  /// its asset or system name, or its components and colour space; `nil` for a colour that is
  /// not opaque or not written. Two views with the same key fill with the same pixels.
  public var backgroundKey: String?
  /// `<fontDescription pointSize>`, or the size of its text style (`style`).
  public var pointSize: Double?
  /// A label's `textAlignment` (`natural` when absent).
  public var textAlignment: String?
  /// A label's `numberOfLines` (1 when absent).
  public var numberOfLines: Int?
  /// `minimumScaleFactor` when `adjustsFontSizeToFit` is on.
  public var minimumScaleFactor: Double?
  /// A label's multi-line `<string key="text">`.
  public var longText: String?
  /// A button's normal-state title (`<state key="normal" title>`, or its configuration's).
  public var title: String?
  /// A button's normal-state image name, and whether it comes from the system symbol catalog.
  public var image: String?
  public var imageIsSymbol = false
  /// Whether the button has a background image or a configuration that draws a background
  /// (`filled`, `tinted`, `gray`, `borderedProminent`, `bordered`, `borderedTinted`).
  public var drawsButtonBackground = false
  /// Whether the button's normal state has a background image (one of the
  /// ``drawsButtonBackground`` cases): drawn over the whole bounds, a square fill.
  public var hasBackgroundImage = false
  /// Whether a button element writes anything it draws, in any state: a title, an attributed
  /// title, an image or a background image, a configuration, or a system type that draws a
  /// glyph (`infoLight`, `contactAdd`, …). A button that writes none of them draws nothing.
  public var buttonWritesContent = false
  /// `contentHorizontalAlignment`, `contentVerticalAlignment`.
  public var contentHorizontalAlignment: String?
  public var contentVerticalAlignment: String?
  /// A button's `contentEdgeInsets` (or its configuration's `contentInsets`).
  public var contentInsets: IBInsets?
  /// A button's `imageEdgeInsets` and `titleEdgeInsets`.
  public var imageInsets: IBInsets?
  public var titleInsets: IBInsets?
  /// An activity indicator's `style`.
  public var indicatorStyle: String?

  public init() {}

  /// The point size of a `UIFont.TextStyle` at the default (Large) content size, from Apple's
  /// Human Interface Guidelines' Dynamic Type sizes table (iOS): large title 34, title 1 28,
  /// title 2 22, title 3 20, headline 17, body 17, callout 16, subheadline 15, footnote 13,
  /// caption 1 12, caption 2 11.
  static func textStyleSize(_ style: String) -> Double? {
    switch style {
    case "UICTFontTextStyleTitle0": 34
    case "UICTFontTextStyleTitle1": 28
    case "UICTFontTextStyleTitle2": 22
    case "UICTFontTextStyleTitle3": 20
    case "UICTFontTextStyleHeadline", "UICTFontTextStyleBody": 17
    case "UICTFontTextStyleCallout": 16
    case "UICTFontTextStyleSubhead": 15
    case "UICTFontTextStyleFootnote": 13
    case "UICTFontTextStyleCaption1": 12
    case "UICTFontTextStyleCaption2": 11
    default: nil
    }
  }
}

extension IBDocumentDecoder {
  /// The drawing attributes of a view element, or `nil` for an element that writes none.
  func decodeDrawing(_ node: IBXMLNode) -> IBDrawing? {
    var drawing = IBDrawing()
    var any = false
    for child in node.children {
      switch child.name {
      case "color" where child["key"] == "backgroundColor":
        drawing.backgroundAlpha = Self.alpha(of: child)
        drawing.backgroundKey = Self.colorKey(of: child)
        any = true
      case "nil" where child["key"] == "backgroundColor":
        drawing.backgroundAlpha = 0
        any = true
      case "fontDescription" where child["key"] == "fontDescription":
        drawing.pointSize =
          child.number("pointSize") ?? child["style"].flatMap(IBDrawing.textStyleSize)
        any = true
      case "string" where child["key"] == "text":
        drawing.longText = child.text
        any = true
      case "state" where child["key"] != "normal":
        if child["title"] != nil || child["image"] != nil || child["backgroundImage"] != nil
          || child.children.contains(where: { $0.name == "attributedString" })
        {
          drawing.buttonWritesContent = true
          any = true
        }
      case "state" where child["key"] == "normal":
        if child["title"] != nil || child["image"] != nil || child["backgroundImage"] != nil
          || child.children.contains(where: { $0.name == "attributedString" })
        {
          drawing.buttonWritesContent = true
        }
        drawing.title = child["title"] ?? drawing.title
        if let image = child["image"] {
          drawing.image = image
          drawing.imageIsSymbol = child["catalog"] == "system"
        }
        if child["backgroundImage"] != nil {
          drawing.drawsButtonBackground = true
          drawing.hasBackgroundImage = true
        }
        any = true
      case "buttonConfiguration":
        drawing.buttonWritesContent = true
        if drawing.title == nil { drawing.title = child["title"] }
        if let image = child["image"] {
          drawing.image = image
          drawing.imageIsSymbol = child["catalog"] == "system"
        } else if let reference = child.child("imageReference", key: "image"),
          let image = reference["image"]
        {
          drawing.image = image
          drawing.imageIsSymbol = reference["catalog"] == "system"
        }
        let plain: Set<String> = ["plain", "borderless"]
        if let style = child["style"], !plain.contains(style) {
          drawing.drawsButtonBackground = true
        }
        if let font = child.child("fontDescription"), drawing.pointSize == nil {
          drawing.pointSize =
            font.number("pointSize") ?? font["style"].flatMap(IBDrawing.textStyleSize)
        }
        any = true
      case "inset" where child["key"] == "contentEdgeInsets":
        drawing.contentInsets = Self.insets(of: child)
        any = true
      case "inset" where child["key"] == "imageEdgeInsets":
        drawing.imageInsets = Self.insets(of: child)
        any = true
      case "inset" where child["key"] == "titleEdgeInsets":
        drawing.titleInsets = Self.insets(of: child)
        any = true
      default:
        continue
      }
    }
    if let value = node["textAlignment"] {
      drawing.textAlignment = value
      any = true
    }
    if let value = node["numberOfLines"].flatMap({ Int($0) }) {
      drawing.numberOfLines = value
      any = true
    }
    if node.bool("adjustsFontSizeToFit") == true {
      drawing.minimumScaleFactor = node.number("minimumScaleFactor") ?? 0
      any = true
    }
    if let value = node["contentHorizontalAlignment"] {
      drawing.contentHorizontalAlignment = value
      any = true
    }
    if let value = node["contentVerticalAlignment"] {
      drawing.contentVerticalAlignment = value
      any = true
    }
    if node.name == "button", let type = node["buttonType"],
      !["system", "roundedRect", "custom"].contains(type)
    {
      drawing.buttonWritesContent = true  // a system glyph (info, add, disclosure, close)
      any = true
    }
    if node.name == "activityIndicatorView" {
      drawing.indicatorStyle = node["style"] ?? "medium"
      any = true
    }
    return any ? drawing : nil
  }

  /// `<inset minX minY maxX maxY>` as top, left, bottom, right (absent numbers are 0).
  static func insets(of node: IBXMLNode) -> IBInsets {
    IBInsets(
      top: node.number("minY") ?? 0, left: node.number("minX") ?? 0,
      bottom: node.number("maxY") ?? 0, right: node.number("maxX") ?? 0)
  }

  /// The identity of an opaque colour element, or `nil` when it is not opaque: an asset
  /// catalog's colour by its name (`name`), a system colour by its name (`systemColor`,
  /// `cocoaTouchSystemColor`), taken as opaque as ``alpha(of:)`` takes them, or the written
  /// components (`red green blue`, or `white`) in their colour space. Components are compared as
  /// written: two spellings of one colour in different spaces are different keys (the safe side:
  /// the fill is then taken as visible).
  static func colorKey(of color: IBXMLNode) -> String? {
    guard alpha(of: color) >= 0.999 else { return nil }
    if let name = color["name"] { return "asset " + name }
    if let name = color["systemColor"] ?? color["cocoaTouchSystemColor"] {
      return "system " + name
    }
    let space = (color["colorSpace"] ?? "") + " " + (color["customColorSpace"] ?? "")
    if let white = color["white"] { return "white \(white) " + space }
    guard let red = color["red"], let green = color["green"], let blue = color["blue"] else {
      return nil
    }
    return "rgb \(red) \(green) \(blue) " + space
  }

  /// The alpha of a colour element: its `alpha` attribute; a named or system colour is opaque
  /// unless its name says clear.
  static func alpha(of color: IBXMLNode) -> Double {
    if let name = color["systemColor"] ?? color["cocoaTouchSystemColor"] ?? color["name"],
      name.lowercased().contains("clear")
    {
      return 0
    }
    return color.number("alpha") ?? 1
  }
}
