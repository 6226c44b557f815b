import Foundation

extension IBDocumentDecoder {
  /// Children of views that carry no layout (rendering, identity, editor state): read silently.
  static let viewIgnoredChildren: Set<String> = [
    "color", "fontDescription", "nil", "state", "string", "attributedString",
    "textInputTraits", "point", "imageReference", "preferredSymbolConfiguration",
    "buttonConfiguration", "blurEffect", "vibrancyEffect", "wkWebViewConfiguration", "date",
    "locale", "textAttributes", "items", "segments", "freeformSimulatedSizeMetrics",
    "dataDetectorType", "mutableString", "paragraphStyle", "font", "real", "integer",
    "accessibilityTraits", "outlet", "action", "barButtonItem", "calendar", "gestureRecognizers",
    "timeZone", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics",
    "simulatedToolbarMetrics", "simulatedTabBarMetrics", "simulatedOrientationMetrics",
    "simulatedScreenMetrics", "tabBarItem", "backgroundConfiguration", "toolbarAppearance",
    "navigationBarAppearance", "tabBarAppearance", "string", "image", "modifierFlags",
    "userDefinedRuntimeAttribute", "offsetWrapper", "textContainer", "contentConfiguration",
  ]

  static let keyedViewSlots: Set<String> = [
    "contentView", "tableHeaderView", "tableFooterView", "backgroundView",
    "selectedBackgroundView", "titleView", "customView", "sectionHeaderView",
    "sectionFooterView", "inputAccessoryView", "tableViewCellContentView", "view",
  ]

  func decodeView(_ node: IBXMLNode, parentID: String?) -> IBView {
    let id: String
    if let written = node["id"] {
      id = written
    } else if let parentID, node["key"] == "contentView" {
      id = "\(parentID).contentView"
    } else {
      id = syntheticID(node)
    }
    var view = IBView(id: id, elementName: node.name, location: node.location)
    if IBView.elementClasses[node.name] == nil {
      note(
        .notModelled,
        "view element '<\(node.name)>' is not known; laid out as a plain UIView with its"
          + " subviews", at: node.location)
    }
    view.customClass = node["customClass"]
    view.customModule = node["customModule"]
    view.key = node["key"]
    view.userLabel = node["userLabel"]
    view.translatesAutoresizingMaskIntoConstraints =
      node.bool("translatesAutoresizingMaskIntoConstraints") ?? true
    view.fixedFrame = node.bool("fixedFrame") ?? false
    view.hidden = node.bool("hidden") ?? false
    view.alpha = node.number("alpha")
    view.clipsSubviews = node.bool("clipsSubviews") ?? false
    view.userInteractionEnabled = node.bool("userInteractionEnabled")
    view.autoresizesSubviews = node.bool("autoresizesSubviews")
    view.tag = node["tag"].flatMap { Int($0) }
    view.insetsLayoutMarginsFromSafeArea = node.bool("insetsLayoutMarginsFromSafeArea")
    view.preservesSuperviewLayoutMargins = node.bool("preservesSuperviewLayoutMargins")
    view.layoutMarginsFollowReadableWidth = node.bool("layoutMarginsFollowReadableWidth")
    view.horizontalHuggingPriority = node.number("horizontalHuggingPriority") ?? 250
    view.verticalHuggingPriority = node.number("verticalHuggingPriority") ?? 250
    view.horizontalCompressionResistancePriority =
      node.number("horizontalCompressionResistancePriority") ?? 750
    view.verticalCompressionResistancePriority =
      node.number("verticalCompressionResistancePriority") ?? 750
    view.placeholderIntrinsicWidth = placeholderMetric(node["placeholderIntrinsicWidth"])
    view.placeholderIntrinsicHeight = placeholderMetric(node["placeholderIntrinsicHeight"])
    view.text = node["text"] ?? node["title"]
    view.imageName = node["image"]
    view.contentMode = node["contentMode"]
    decodeKindAttributes(node, into: &view)
    view.drawing = decodeDrawing(node)

    for child in node.children {
      switch child.name {
      case "freeformSimulatedSizeMetrics" where child["key"] == "simulatedDestinationMetrics":
        view.designedAtFreeformSize = true
      case "rect" where child["key"] == "frame":
        view.frame = rect(child)
      case "autoresizingMask":
        view.autoresizingMask = IBAutoresizingMask(
          flexibleMinX: child.bool("flexibleMinX") ?? false,
          widthSizable: child.bool("widthSizable") ?? false,
          flexibleMaxX: child.bool("flexibleMaxX") ?? false,
          flexibleMinY: child.bool("flexibleMinY") ?? false,
          heightSizable: child.bool("heightSizable") ?? false,
          flexibleMaxY: child.bool("flexibleMaxY") ?? false)
      case "subviews":
        for subview in child.children {
          view.subviews.append(decodeView(subview, parentID: id))
        }
      case "constraints":
        for constraint in child.children {
          if constraint.name == "constraint" {
            view.constraints.append(decodeConstraint(constraint, ownerID: id))
          } else {
            unknown(constraint)
          }
        }
      case "viewLayoutGuide":
        if let key = child["key"], let guideID = child["id"] {
          view.layoutGuides.append(
            IBViewLayoutGuide(key: key, id: guideID, location: child.location))
        }
      case "variation":
        view.variations.append(decodeVariation(child))
      case "connections":
        view.segues.append(contentsOf: segues(child))
      case "userDefinedRuntimeAttributes":
        let attributes = runtimeAttributes(child, container: true)
        for attribute in attributes where attribute.keyPath == "accessibilityIdentifier" {
          view.accessibilityIdentifier = attribute.value
        }
        view.runtimeAttributes.append(contentsOf: attributes)
      case "accessibility":
        if let identifier = child["identifier"] { view.accessibilityIdentifier = identifier }
      case "edgeInsets" where child["key"] == "layoutMargins":
        view.layoutMargins = IBInsets(
          top: child.number("top") ?? 0, left: child.number("left") ?? 0,
          bottom: child.number("bottom") ?? 0, right: child.number("right") ?? 0)
      case "directionalEdgeInsets" where child["key"] == "directionalLayoutMargins":
        view.layoutMargins = IBInsets(
          top: child.number("top") ?? 0, left: child.number("leading") ?? 0,
          bottom: child.number("bottom") ?? 0, right: child.number("trailing") ?? 0,
          isDirectional: true)
      case "inset":
        decodeInset(child, into: &view)
      case "prototypes":
        for cell in child.children {
          view.table?.prototypeCells.append(decodeView(cell, parentID: id))
        }
      case "sections":
        for section in child.children where section.name == "tableViewSection" {
          var decoded = IBTableSection(id: section["id"], location: section.location)
          decoded.headerTitle = section["headerTitle"]
          decoded.footerTitle = section["footerTitle"]
          for cell in section.children(of: "cells") {
            decoded.cells.append(decodeView(cell, parentID: id))
          }
          view.table?.sections.append(decoded)
        }
      case "cells":
        for cell in child.children {
          view.collection?.cells.append(decodeView(cell, parentID: id))
        }
      case "collectionViewFlowLayout":
        view.collection?.flowLayout = flowLayout(child)
      case "collectionViewLayout":
        view.collection?.customLayoutClass = child["customClass"] ?? "UICollectionViewLayout"
      case "size", "rect":
        continue
      case "items":
        view.keyedViews.append(contentsOf: barItemViews(child, ownerID: id))
      default:
        if let key = child["key"],
          IBDocumentDecoder.keyedViewSlots.contains(key)
            || (IBView.elementClasses[child.name] != nil && child.child("rect") != nil)
        {
          let keyed = decodeView(child, parentID: id)
          if key == "contentView" {
            view.subviews.insert(keyed, at: 0)
          } else {
            view.keyedViews.append(keyed)
          }
        } else if !IBDocumentDecoder.viewIgnoredChildren.contains(child.name) {
          unknown(child)
        }
      }
    }
    if view.frame == nil, view.key != "contentView", view.key != "view" {
      note(
        .assumption,
        "view '\(view.userLabel ?? view.id)' stores no frame; an empty rectangle is assumed",
        at: node.location)
    }
    return view
  }

  /// Custom views of bar button items and navigation items (`key="customView"`, `titleView`):
  /// read with their constraints; the bar lays them out (not modelled).
  func barItemViews(_ node: IBXMLNode, ownerID: String) -> [IBView] {
    var result: [IBView] = []
    for child in node.children {
      if child["key"] == "customView" || child["key"] == "titleView" {
        result.append(decodeView(child, parentID: ownerID))
      } else if child.name == "barButtonItem" || child.name == "items"
        || child.name == "rightBarButtonItems" || child.name == "leftBarButtonItems"
      {
        result.append(contentsOf: barItemViews(child, ownerID: ownerID))
      }
    }
    return result
  }

  private func placeholderMetric(_ text: String?) -> Double? {
    guard let text else { return nil }
    if text == "infinite" { return -1 }
    return IBXMLNode.parseNumber(text)
  }

  func rect(_ node: IBXMLNode) -> CGRect {
    CGRect(
      x: node.number("x") ?? 0, y: node.number("y") ?? 0, width: node.number("width") ?? 0,
      height: node.number("height") ?? 0)
  }

  func insets(_ node: IBXMLNode) -> IBInsets {
    IBInsets(
      top: node.number("minY") ?? 0, left: node.number("minX") ?? 0,
      bottom: node.number("maxY") ?? 0, right: node.number("maxX") ?? 0)
  }

  private func decodeInset(_ node: IBXMLNode, into view: inout IBView) {
    switch node["key"] {
    case "contentInset": view.scroll?.contentInset = insets(node)
    case "scrollIndicatorInsets": view.scroll?.scrollIndicatorInsets = insets(node)
    case "separatorInset": view.table?.separatorInset = insets(node)
    default: break  // button content/image/title insets: rendering only
    }
  }

  private func decodeKindAttributes(_ node: IBXMLNode, into view: inout IBView) {
    let scrollElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
    if scrollElements.contains(node.name) {
      var scroll = IBScrollAttributes()
      scroll.contentInsetAdjustmentBehavior = node["contentInsetAdjustmentBehavior"]
      scroll.scrollEnabled = node.bool("scrollEnabled")
      scroll.pagingEnabled = node.bool("pagingEnabled")
      scroll.alwaysBounceVertical = node.bool("alwaysBounceVertical")
      scroll.alwaysBounceHorizontal = node.bool("alwaysBounceHorizontal")
      view.scroll = scroll
    }
    switch node.name {
    case "tableView":
      var table = IBTableAttributes(style: node["style"] ?? "plain")
      table.dataMode = node["dataMode"]
      table.rowHeight = node.number("rowHeight")
      table.estimatedRowHeight = node.number("estimatedRowHeight")
      table.sectionHeaderHeight = node.number("sectionHeaderHeight")
      table.sectionFooterHeight = node.number("sectionFooterHeight")
      table.estimatedSectionHeaderHeight = node.number("estimatedSectionHeaderHeight")
      table.estimatedSectionFooterHeight = node.number("estimatedSectionFooterHeight")
      table.insetsContentViewsToSafeArea = node.bool("contentViewInsetsToSafeArea")
      table.cellLayoutMarginsFollowReadableWidth = node.bool("cellLayoutMarginsFollowReadableWidth")
      view.table = table
    case "collectionView":
      var collection = IBCollectionAttributes()
      collection.dataMode = node["dataMode"]
      view.collection = collection
    case "stackView":
      var stack = IBStackAttributes()
      stack.axis = node["axis"] ?? "horizontal"
      stack.distribution = node["distribution"] ?? "fill"
      stack.alignment = node["alignment"] ?? "fill"
      stack.spacing = node.number("spacing") ?? 0
      stack.spacingType = node["spacingType"]
      stack.baselineRelativeArrangement = node.bool("baselineRelativeArrangement") ?? false
      stack.layoutMarginsRelativeArrangement =
        node.bool("layoutMarginsRelativeArrangement") ?? false
      view.stack = stack
    default:
      break
    }
  }

  private func flowLayout(_ node: IBXMLNode) -> IBFlowLayout {
    var layout = IBFlowLayout(location: node.location)
    layout.scrollDirection = node["scrollDirection"]
    layout.minimumLineSpacing = node.number("minimumLineSpacing")
    layout.minimumInteritemSpacing = node.number("minimumInteritemSpacing")
    layout.sectionInsetReference = node["sectionInsetReference"]
    layout.automaticEstimatedItemSize = node.bool("automaticEstimatedItemSize") ?? false
    layout.customClass = node["customClass"]
    for child in node.children {
      switch (child.name, child["key"]) {
      case ("size", "itemSize"): layout.itemSize = size(child)
      case ("size", "estimatedItemSize"): layout.estimatedItemSize = size(child)
      case ("size", "headerReferenceSize"): layout.headerReferenceSize = size(child)
      case ("size", "footerReferenceSize"): layout.footerReferenceSize = size(child)
      case ("inset", "sectionInset"): layout.sectionInset = insets(child)
      default: break
      }
    }
    return layout
  }

  private func size(_ node: IBXMLNode) -> CGSize {
    CGSize(width: node.number("width") ?? 0, height: node.number("height") ?? 0)
  }

  // MARK: Constraints and variations

  func decodeConstraint(_ node: IBXMLNode, ownerID: String) -> IBConstraint {
    let attribute = IBLayoutAttribute(rawValue: node["firstAttribute"] ?? "notAnAttribute")
    var constraint = IBConstraint(
      id: node["id"] ?? syntheticID(node), location: node.location, ownerID: ownerID,
      firstAttribute: attribute)
    if node["firstAttribute"] == nil {
      note(.warning, "constraint without 'firstAttribute'; it is ignored", at: node.location)
    }
    constraint.writtenFirstItem = node["firstItem"]
    constraint.secondItem = node["secondItem"]
    constraint.secondAttribute = node["secondAttribute"].map { IBLayoutAttribute(rawValue: $0) }
    if let relation = node["relation"] {
      if let parsed = IBConstraint.Relation(rawValue: relation) {
        constraint.relation = parsed
      } else {
        note(
          .warning, "unknown constraint relation '\(relation)'; 'equal' assumed", at: node.location)
      }
    }
    if let text = node["multiplier"] {
      constraint.multiplierText = text
      if let value = IBConstraint.parseMultiplier(text) {
        constraint.multiplier = value
      } else {
        note(.warning, "unreadable multiplier '\(text.prefix(40))'; 1 assumed", at: node.location)
      }
    }
    constraint.constant = number(node, "constant", default: 0)
    constraint.priority = min(max(number(node, "priority", default: 1000), 1), 1000)
    constraint.isSymbolic = node.bool("symbolic") ?? false
    constraint.isPlaceholder = node.bool("placeholder") ?? false
    constraint.identifier = node["identifier"]
    constraint.userLabel = node["userLabel"]
    for attribute in [constraint.firstAttribute] + [constraint.secondAttribute].compactMap({ $0 })
    where !attribute.isKnown {
      note(
        .warning, "unknown layout attribute '\(attribute.rawValue.prefix(40))'", at: node.location)
    }
    for child in node.children where child.name == "variation" {
      var variation = IBConstraintVariation(
        condition: IBTraitCondition(key: child["key"] ?? ""), location: child.location)
      variation.constant = child.number("constant")
      variation.priority = child.number("priority")
      variation.multiplier = child["multiplier"].flatMap { IBConstraint.parseMultiplier($0) }
      constraint.variations.append(variation)
    }
    return constraint
  }

  private func number(_ node: IBXMLNode, _ attribute: String, default value: Double) -> Double {
    guard let text = node[attribute] else { return value }
    guard let parsed = IBXMLNode.parseNumber(text) else {
      note(
        .warning, "unreadable \(attribute) '\(text.prefix(40))'; \(value) assumed",
        at: node.location)
      return value
    }
    return parsed
  }

  func decodeVariation(_ node: IBXMLNode) -> IBVariation {
    let condition = IBTraitCondition(key: node["key"] ?? "")
    var variation = IBVariation(condition: condition, location: node.location)
    if !condition.isUnderstood, !condition.isDefault {
      note(
        .notModelled,
        "size-class variation '\(condition.key.prefix(60))' is not understood; ignored",
        at: node.location)
    }
    for child in node.children {
      guard child.name == "mask" else {
        variation.otherChildren.append(child.name)
        continue
      }
      for entry in child.children {
        guard let reference = entry["reference"] else { continue }
        switch (child["key"], entry.name) {
        case ("constraints", "include"): variation.includedConstraints.append(reference)
        case ("constraints", "exclude"): variation.excludedConstraints.append(reference)
        case ("subviews", "include"): variation.includedSubviews.append(reference)
        case ("subviews", "exclude"): variation.excludedSubviews.append(reference)
        default: break
        }
      }
    }
    return variation
  }
}
