import Foundation
import LocalAuthentication
import Testing
import UserNotifications

/// Issue 31 Deliver 3: LocalAuthentication and UserNotifications as a screen's code calls them — a device
/// with no biometry and no passcode, a user who has not decided about notifications.
@Suite struct DeviceServicesStandInTests {
    @Test func noPolicyCanBeEvaluated() {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.passcodeNotSet.rawValue && context.biometryType == .none)
        var replied: Bool?
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, _ in replied = success }
        #expect(replied == false)
    }

    @Test func notificationsAreNotAuthorizedAndNothingIsPending() {
        let center = UNUserNotificationCenter.current()
        var granted: Bool?
        center.requestAuthorization(options: [.alert, .badge]) { ok, _ in granted = ok }
        var status: UNAuthorizationStatus?
        center.getNotificationSettings { status = $0.authorizationStatus }
        let content = UNMutableNotificationContent()
        content.title = "Reminder"
        center.add(UNNotificationRequest(identifier: "r", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
        var pending: [UNNotificationRequest]?
        center.getPendingNotificationRequests { pending = $0 }
        #expect(granted == false && status == .notDetermined && pending?.isEmpty == true)
    }
}

import BackgroundTasks

/// Issue 31 Deliver 3: BackgroundTasks accepts registrations and requests and launches nothing.
@Suite struct BackgroundTasksStandInTests {
    @Test func registrationsAreAcceptedAndNothingIsLaunched() throws {
        let scheduler = BGTaskScheduler.shared
        var launched = false
        #expect(scheduler.register(forTaskWithIdentifier: "app.refresh", using: nil) { _ in launched = true })
        let request = BGAppRefreshTaskRequest(identifier: "app.refresh")
        request.earliestBeginDate = Date(timeIntervalSinceReferenceDate: 0)
        try scheduler.submit(request)
        try scheduler.submit(BGProcessingTaskRequest(identifier: "app.clean"))
        var pending: [String] = []
        scheduler.getPendingTaskRequests { pending = $0.map(\.identifier) }
        #expect(pending == ["app.refresh", "app.clean"] && !launched)
        scheduler.cancel(taskRequestWithIdentifier: "app.refresh")
        scheduler.getPendingTaskRequests { pending = $0.map(\.identifier) }
        #expect(pending == ["app.clean"])
    }
}
