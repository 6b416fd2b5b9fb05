module my-host

go 1.18
