/// Writes a storyboard that is well-formed XML in Interface Builder's shape — scenes, controllers,
/// nested views of every kind the reader knows, stack views, collection views with flow layouts,
/// constraints — with hostile values in its numeric attributes, hostile strings in its ids and
/// classes, processing instructions, comments, CDATA sections and DOCTYPEs between its elements,
/// and odd nesting (issue 32, item 2).
struct InterfaceBuilderGenerator {
  var entropy: Entropy
  private var lines: [String] = []
  private var views: [String] = []
  private var counter = 0

  init(_ bytes: [UInt8]) { entropy = Entropy(bytes) }

  /// The document's text.
  mutating func storyboard() -> String {
    lines = []
    if !entropy.oneIn(16) { lines.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") }
    emit(HostileValues.between(&entropy))
    if entropy.oneIn(24) { emit(entropy.pick(HostileValues.doctypes)) }
    let sceneCount = entropy.int(1...3)
    emit(
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\""
        + " toolsVersion=\"\(entropy.pick(["22155", "32700", "0", "-1", "99999999999"]))\""
        + " targetRuntime=\"iOS.CocoaTouch\" propertyAccessControl=\"none\""
        + " useAutolayout=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\""
        + (entropy.oneIn(4) ? "NO" : "YES") + "\" initialViewController=\"vc0\">")
    emit(HostileValues.between(&entropy))
    emit(
      "<device id=\"\(entropy.pick(["retina6_12", "retina4_7", "ipad11_0rounded", "x"]))\""
        + " orientation=\"\(entropy.pick(["portrait", "landscape", "sideways"]))\"/>")
    emit("<scenes>")
    for index in 0..<sceneCount { scene(index) }
    emit("</scenes>")
    emit("</document>")
    emit(HostileValues.between(&entropy))
    return lines.joined(separator: entropy.oneIn(8) ? "" : "\n")
  }

  private mutating func emit(_ line: String) {
    guard !line.isEmpty else { return }
    lines.append(line)
  }

  private mutating func number() -> String {
    HostileValues.attribute(HostileValues.number(&entropy))
  }

  private mutating func id(_ prefix: String) -> String {
    counter += 1
    if entropy.oneIn(20) {
      return HostileValues.attribute(
        HostileValues.string(&entropy, ordinary: [prefix]) + String(counter))
    }
    return "\(prefix)\(counter)"
  }

  private mutating func scene(_ index: Int) {
    views = []
    emit("<scene sceneID=\"s\(index)\">")
    emit(HostileValues.between(&entropy))
    emit("<objects>")
    let controller = entropy.pick([
      "viewController", "tableViewController", "collectionViewController", "navigationController",
    ])
    var attributes = "id=\"vc\(index)\" sceneMemberID=\"viewController\""
    if entropy.oneIn(6) {
      attributes +=
        " customClass=\"\(HostileValues.attribute(HostileValues.string(&entropy, ordinary: ["VC"])))\""
    }
    emit("<\(controller) \(attributes)>")
    emit(HostileValues.between(&entropy))
    let root = "root\(index)"
    views.append(root)
    emit("<view key=\"view\" contentMode=\"scaleToFill\" id=\"\(root)\">")
    emit(rect("frame"))
    emit("<viewLayoutGuide key=\"safeArea\" id=\"sa\(index)\"/>")
    subviews(depth: 0)
    constraints()
    emit("</view>")
    if entropy.oneIn(5) {
      emit(
        "<size key=\"freeformSize\" width=\"\(number())\" height=\"\(number())\"/>")
    }
    emit("</\(controller)>")
    emit("</objects>")
    emit("</scene>")
  }

  private mutating func rect(_ key: String) -> String {
    "<rect key=\"\(key)\" x=\"\(number())\" y=\"\(number())\" width=\"\(number())\""
      + " height=\"\(number())\"/>"
  }

  private mutating func subviews(depth: Int) {
    let count = depth > 6 ? 0 : entropy.int(0...(depth == 0 ? 5 : 3))
    guard count > 0 else { return }
    emit("<subviews>")
    for _ in 0..<count {
      emit(HostileValues.between(&entropy))
      view(depth: depth + 1)
    }
    emit("</subviews>")
  }

  private mutating func view(depth: Int) {
    let kind = entropy.pick([
      "view", "view", "label", "button", "imageView", "stackView", "scrollView", "tableView",
      "collectionView", "textField",
    ])
    let identifier = id("v")
    views.append(identifier)
    var attributes =
      "contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\""
      + (entropy.bool() ? "NO" : "YES") + "\" id=\"\(identifier)\""
    switch kind {
    case "stackView":
      attributes +=
        " axis=\"\(entropy.pick(["vertical", "horizontal", "diagonal"]))\""
        + " distribution=\"\(entropy.pick(["fill", "fillEqually", "equalSpacing", "fillProportionally", "equalCentering"]))\""
        + " alignment=\"\(entropy.pick(["fill", "center", "top", "leading", "baseline"]))\""
        + " spacing=\"\(number())\""
    case "tableView":
      attributes +=
        " rowHeight=\"\(number())\" sectionHeaderHeight=\"\(number())\""
        + " estimatedRowHeight=\"\(number())\" style=\"\(entropy.pick(["plain", "grouped", "insetGrouped"]))\""
    case "label", "button":
      attributes +=
        " text=\"\(HostileValues.attribute(HostileValues.string(&entropy, ordinary: ["Title"])))\""
    default: break
    }
    if entropy.oneIn(8) {
      attributes += " tag=\"\(HostileValues.attribute(HostileValues.count(&entropy)))\""
    }
    if entropy.oneIn(10) { attributes += " hidden=\"YES\"" }
    emit("<\(kind) \(attributes)>")
    emit(rect("frame"))
    if entropy.oneIn(6) {
      emit(
        "<edgeInsets key=\"layoutMargins\" top=\"\(number())\" left=\"\(number())\""
          + " bottom=\"\(number())\" right=\"\(number())\"/>")
    }
    if kind == "collectionView" {
      emit(
        "<collectionViewFlowLayout key=\"collectionViewLayout\""
          + " scrollDirection=\"\(entropy.pick(["vertical", "horizontal"]))\""
          + " minimumLineSpacing=\"\(number())\" minimumInteritemSpacing=\"\(number())\""
          + " id=\"\(id("fl"))\">")
      emit("<size key=\"itemSize\" width=\"\(number())\" height=\"\(number())\"/>")
      if entropy.bool() {
        emit(
          "<inset key=\"sectionInset\" minX=\"\(number())\" minY=\"\(number())\""
            + " maxX=\"\(number())\" maxY=\"\(number())\"/>")
      }
      emit("</collectionViewFlowLayout>")
    }
    if kind == "scrollView" || kind == "tableView" || kind == "collectionView", entropy.bool() {
      emit(
        "<inset key=\"contentInset\" minX=\"\(number())\" minY=\"\(number())\""
          + " maxX=\"\(number())\" maxY=\"\(number())\"/>")
    }
    if kind == "stackView" {
      // A stack view's arranged subviews: sometimes many (2,000 children were quadratic).
      let many = entropy.oneIn(16)
      if many {
        emit("<subviews>")
        for _ in 0..<entropy.int(50...400) {
          let child = id("a")
          views.append(child)
          emit("<view contentMode=\"scaleToFill\" id=\"\(child)\">\(rect("frame"))</view>")
        }
        emit("</subviews>")
      } else {
        subviews(depth: depth)
      }
    } else if kind == "view" || kind == "scrollView" {
      subviews(depth: depth)
    }
    emit(HostileValues.between(&entropy))
    emit("</\(kind)>")
  }

  private mutating func constraints() {
    let count = entropy.int(0...6)
    guard count > 0, !views.isEmpty else { return }
    emit("<constraints>")
    let attributes = [
      "top", "bottom", "leading", "trailing", "left", "right", "width", "height", "centerX",
      "centerY", "firstBaseline", "topMargin", "bogus",
    ]
    for _ in 0..<count {
      var text =
        "<constraint firstItem=\"\(entropy.pick(views))\""
        + " firstAttribute=\"\(entropy.pick(attributes))\""
      if entropy.bool() {
        let second = entropy.oneIn(3) ? "sa\(0)" : entropy.pick(views)
        text +=
          " secondItem=\"\(second)\" secondAttribute=\"\(entropy.pick(attributes))\""
      }
      if entropy.bool() { text += " constant=\"\(number())\"" }
      if entropy.oneIn(3) { text += " multiplier=\"\(number())\"" }
      if entropy.oneIn(4) { text += " priority=\"\(number())\"" }
      if entropy.oneIn(6) {
        text += " relation=\"\(entropy.pick(["greaterThanOrEqual", "lessThanOrEqual", "x"]))\""
      }
      text += " id=\"\(id("c"))\"/>"
      emit(text)
    }
    emit("</constraints>")
  }
}
