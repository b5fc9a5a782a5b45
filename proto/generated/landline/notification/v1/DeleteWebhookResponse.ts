// Original file: proto/landline/notification/v1/notification.proto


export interface DeleteWebhookResponse {
}

export interface DeleteWebhookResponse__Output {
}
