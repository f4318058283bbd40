import UIKit

// Previews of the seeds' controllers, as an app would write them (Xcode 15's #Preview; issue 31 Deliver 4):
// `PreviewSnapshotTests` checks them all with one `assertPreviewSnapshots(layoutshotPreviews())`.

#Preview("Names grid") {
    NewCollectionViewController()
}

#Preview("Channel home") {
    ChannelHomeViewController()
}
