// swift-tools-version: 6.0
// A small package that uses SafeAreaKit's plugins, for Scripts/check-plugins.sh (and as the
// example Documentation/Install.md shows): the build-tool plugin lints PluginDemo on every
// build; `swift package safearea lint` / `swift package safearea audit` run the command plugin.
import PackageDescription

let package = Package(
  name: "PluginDemo",
  dependencies: [
    .package(name: "SafeAreaKit", path: "../..")
  ],
  targets: [
    .target(
      name: "PluginDemo",
      exclude: [],
      plugins: [.plugin(name: "SafeAreaLintPlugin", package: "SafeAreaKit")]
    )
  ]
)
