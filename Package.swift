// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The plugins' tool: the prebuilt binary when `Scripts/release.sh` has installed its artifact
// bundle at Artifacts/safearea.artifactbundle (SAFEAREA_INSTALL_BUNDLE=1), else `safearea` built
// from this package's sources (Documentation/Install.md, "Plugins").
let toolBundle = "Artifacts/safearea.artifactbundle"
let hasToolBundle = FileManager.default.fileExists(
  atPath: Context.packageDirectory + "/" + toolBundle + "/info.json")
let pluginTool: Target.Dependency = hasToolBundle ? "SafeAreaBinary" : "safearea"

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "SafeAreaKit",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "TextEscaping", targets: ["TextEscaping"]),
    .library(name: "AutoLayoutSolver", targets: ["AutoLayoutSolver"]),
    .library(name: "DeviceCatalog", targets: ["DeviceCatalog"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "SceneDocument", targets: ["SceneDocument"]),
    .library(name: "LayoutInspection", targets: ["LayoutInspection"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .library(name: "Findings", targets: ["Findings"]),
    .library(name: "LayoutAudit", targets: ["LayoutAudit"]),
    .library(name: "LayoutRender", targets: ["LayoutRender"]),
    .library(name: "SourceLint", targets: ["SourceLint"]),
    .library(name: "XcodeProject", targets: ["XcodeProject"]),
    .library(name: "CodeContext", targets: ["CodeContext"]),
    .library(name: "CodeScreens", targets: ["CodeScreens"]),
    .library(name: "SafeAreaKit", targets: ["SafeAreaKit"]),
    .executable(name: "safearea", targets: ["safearea"]),
    .plugin(name: "SafeAreaCommand", targets: ["SafeAreaCommand"]),
    .plugin(name: "SafeAreaLintPlugin", targets: ["SafeAreaLintPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
  ],
  targets: [
    .target(name: "TextEscaping", swiftSettings: strictSettings),
    .target(name: "AutoLayoutSolver", swiftSettings: strictSettings),
    .target(name: "DeviceCatalog", swiftSettings: strictSettings),
    .target(
      name: "HeadlessUIKit",
      dependencies: ["AutoLayoutSolver", "DeviceCatalog", "TextEscaping"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "SceneDocument",
      dependencies: [
        "HeadlessUIKit", "DeviceCatalog", "TextEscaping", .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "LayoutInspection",
      dependencies: ["HeadlessUIKit", "DeviceCatalog", "TextEscaping"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "InterfaceBuilder",
      dependencies: ["HeadlessUIKit", "DeviceCatalog", "TextEscaping"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "Findings",
      dependencies: [
        "DeviceCatalog", "TextEscaping", .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "XcodeProject",
      dependencies: ["TextEscaping", .product(name: "Yams", package: "Yams")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "LayoutAudit",
      dependencies: ["HeadlessUIKit", "DeviceCatalog", "TextEscaping", "Findings"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "LayoutRender",
      dependencies: ["HeadlessUIKit", "DeviceCatalog", "LayoutAudit", "TextEscaping"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "SourceLint",
      dependencies: [
        "DeviceCatalog", "HeadlessUIKit", "Findings", "XcodeProject", "TextEscaping",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "CodeContext",
      dependencies: [
        "SourceLint", "InterfaceBuilder", "HeadlessUIKit", "XcodeProject", "TextEscaping",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "CodeScreens",
      dependencies: [
        "SourceLint", "SceneDocument", "HeadlessUIKit", "DeviceCatalog", "TextEscaping",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ],
      swiftSettings: strictSettings
    ),
    // The library above the readers and the audit: inputs opened into layout sources with
    // their context, the audit run (workers, cache, project discovery), render and lint.
    .target(
      name: "SafeAreaKit",
      dependencies: [
        "DeviceCatalog", "HeadlessUIKit", "SceneDocument", "LayoutInspection",
        "InterfaceBuilder", "LayoutAudit", "LayoutRender", "TextEscaping", "Findings",
        "SourceLint", "XcodeProject", "CodeContext", "CodeScreens",
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "safearea",
      dependencies: [
        "SafeAreaKit", "DeviceCatalog", "HeadlessUIKit", "SceneDocument", "LayoutInspection",
        "TextEscaping", "Findings", "SourceLint",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "AutoLayoutSolver", "DeviceCatalog", "HeadlessUIKit", "SceneDocument", "LayoutAudit",
        "InterfaceBuilder", "SourceLint", "XcodeProject", "CodeContext", "CodeScreens",
        "SafeAreaKit",
      ],
      path: "Benchmarks",
      exclude: ["kiwi"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "SafeAreaFuzz",
      dependencies: [
        "DeviceCatalog", "HeadlessUIKit", "SceneDocument", "InterfaceBuilder", "LayoutAudit",
        "XcodeProject", "Findings", "SafeAreaKit",
      ],
      path: "Fuzz/SafeAreaFuzz",
      swiftSettings: strictSettings
    ),
    // The golden-file helper every test target shares (Tests/GoldenFiles): not a product.
    .target(name: "GoldenFiles", path: "Tests/GoldenFiles", swiftSettings: strictSettings),
    // The Interface Builder fixture builder the IB, code-context and CLI tests share.
    .target(name: "IBFixtures", path: "Tests/IBFixtures", swiftSettings: strictSettings),
    .testTarget(name: "TextEscapingTests", dependencies: ["TextEscaping"]),
    .testTarget(name: "AutoLayoutSolverTests", dependencies: ["AutoLayoutSolver"]),
    .testTarget(name: "DeviceCatalogTests", dependencies: ["DeviceCatalog"]),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "DeviceCatalog"]),
    .testTarget(
      name: "SceneDocumentTests",
      dependencies: [
        "SceneDocument", "HeadlessUIKit", "DeviceCatalog", "LayoutInspection", "TextEscaping",
      ]
    ),
    .testTarget(
      name: "LayoutInspectionTests",
      dependencies: ["LayoutInspection", "HeadlessUIKit", "DeviceCatalog", "GoldenFiles"],
      exclude: ["ExplainGoldens"]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: [
        "InterfaceBuilder", "HeadlessUIKit", "DeviceCatalog", "LayoutInspection", "GoldenFiles",
        "TextEscaping", "IBFixtures",
      ],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "FindingsTests", dependencies: ["Findings", "DeviceCatalog", "GoldenFiles"],
      exclude: ["Goldens"]),
    .testTarget(
      name: "LayoutAuditTests",
      dependencies: [
        "LayoutAudit", "HeadlessUIKit", "DeviceCatalog", "SceneDocument", "Findings",
        "GoldenFiles",
      ],
      // Golden reports, and the SARIF validator script in Resources/ (read from the file
      // system, never bundled).
      exclude: ["Goldens", "Resources"]
    ),
    .testTarget(
      name: "LayoutRenderTests",
      dependencies: [
        "LayoutRender", "LayoutAudit", "HeadlessUIKit", "DeviceCatalog", "SceneDocument",
        "GoldenFiles",
      ],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "SourceLintTests",
      dependencies: [
        "SourceLint", "DeviceCatalog", "Findings", "GoldenFiles",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject"]),
    .testTarget(
      name: "CodeContextTests",
      dependencies: [
        "CodeContext", "InterfaceBuilder", "HeadlessUIKit", "DeviceCatalog", "IBFixtures",
      ]
    ),
    .testTarget(
      name: "CodeScreensTests",
      dependencies: ["CodeScreens", "SceneDocument", "HeadlessUIKit", "DeviceCatalog"]
    ),
    .testTarget(
      name: "SafeAreaKitTests",
      dependencies: [
        "SafeAreaKit", "LayoutAudit", "HeadlessUIKit", "DeviceCatalog", "SceneDocument",
        "XcodeProject", "Findings", "LayoutInspection", "SourceLint", "IBFixtures",
      ]
    ),
    .testTarget(
      name: "SafeAreaCLITests", dependencies: ["safearea", "GoldenFiles", "IBFixtures"],
      exclude: ["Golden"]),
    .plugin(
      name: "SafeAreaCommand",
      capability: .command(
        intent: .custom(
          verb: "safearea",
          description: "Audit layouts (audit) or lint device checks (lint) with safearea")),
      dependencies: [pluginTool],
      path: "Plugins/SafeAreaCommand"
    ),
    .plugin(
      name: "SafeAreaLintPlugin",
      capability: .buildTool(),
      dependencies: [pluginTool],
      path: "Plugins/SafeAreaLintPlugin"
    ),
  ]
    + (hasToolBundle ? [.binaryTarget(name: "SafeAreaBinary", path: toolBundle)] : [])
)
