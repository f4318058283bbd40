import Foundation

/// Layoutshot's: where a screen's own code runs while it is drawn. A screen captured from an app's
/// view controller (`LayoutCapture`) draws its cells by calling the app's data source, which must see
/// the simulated device and the app's modules, and whose mistakes (a dequeue with an unregistered
/// identifier) fail the drawing: the capture gives its screen a scope, and the pipeline
/// (`ScreenDrawing`) solves and builds the scene inside it. A screen from a file has none.
public protocol ScreenScope {
    /// Runs `body` in the scope; throws what `body` throws, or a problem the screen's code reported
    /// while it ran.
    func run<T>(_ body: () throws -> T) throws -> T
}

extension Screen {
    /// Runs `body` in the screen's scope, or as it is when it has none.
    public func scoped<T>(_ body: () throws -> T) throws -> T {
        guard let scope else { return try body() }
        return try scope.run(body)
    }
}
