import Testing
import UIKit

/// Issue 31 Deliver 3, the scene family: Xcode's template delegates (`App/XcodeTemplateDelegates.swift`)
/// compile unchanged and do what they say when called as iOS would call them — though Layoutshot itself
/// never calls them (a capture starts at a view controller).
@Suite struct SceneTemplateTests {
    @Test("the template's app delegate hands out its configuration; its scene delegate makes a key window on the scene")
    func templateDelegatesRun() {
        let app = TemplateAppDelegate()
        #expect(app.application(.shared, didFinishLaunchingWithOptions: nil))
        let session = UISceneSession()
        let configuration = app.application(.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        #expect(configuration.name == "Default Configuration" && configuration.role == .windowApplication)
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        let delegate = TemplateSceneDelegate()
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
        let window = delegate.window
        #expect(window?.windowScene === scene && scene.windows.count == 1 && scene.keyWindow === window)
        #expect(window?.isKeyWindow == true && window?.frame == UIScreen.main.bounds)
        #expect((window?.rootViewController as? UINavigationController)?.viewControllers.first is NewCollectionViewController)
        // Nothing else connects: the application's scenes stay empty, and the default methods do nothing.
        #expect(UIApplication.shared.connectedScenes.isEmpty && !UIApplication.shared.supportsMultipleScenes)
        delegate.sceneDidBecomeActive(scene)
        #expect(delegate.stateRestorationActivity(for: scene) == nil && scene.activationState == .unattached)
        #expect(scene.interfaceOrientation == .portrait && scene.screen.bounds == UIScreen.main.bounds)
    }
}
